// A visitor's cart: product ids and quantities in localStorage (it survives reloads; other tabs
// learn of changes through the storage event). Prices and stock come from the server on display
// (POST /api/cart/quote); at sign-in the lines are merged into the account's cart and forgotten here.
import type { CartItem } from '@store/contract';
import { cartMaxLines } from '@store/contract/quantity';

const KEY = 'kerfline.cart';
const empty: readonly CartItem[] = [];
let cached: { raw: string | null; items: readonly CartItem[] } = { raw: null, items: empty };
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The lines (the same array while nothing changed, as useSyncExternalStore wants). */
export function visitorCartItems(): readonly CartItem[] {
  const raw = read();
  if (raw === cached.raw) return cached.items;
  let items: readonly CartItem[] = empty;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    // Only well-formed lines count (storage is the user's to edit); the server checks ids and rules again.
    if (Array.isArray(parsed)) items = parsed.filter(isItem).slice(0, cartMaxLines);
  } catch {
    // damaged storage: an empty cart
  }
  cached = { raw, items };
  return items;
}

const isItem = (v: unknown): v is CartItem =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CartItem).productId === 'string' &&
  /^[0-9a-f-]{36}$/i.test((v as CartItem).productId) &&
  Number.isInteger((v as CartItem).quantity) &&
  (v as CartItem).quantity >= 1;

export const serverVisitorCartItems = (): readonly CartItem[] => empty;

function write(items: readonly CartItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // storage full or disabled: the cart lasts as long as the page
  }
  listeners.forEach((l) => l());
}

export function subscribeVisitorCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setVisitorLine(productId: string, quantity: number) {
  const items = visitorCartItems();
  const exists = items.some((i) => i.productId === productId);
  if (!exists && items.length >= cartMaxLines) return;
  write(exists ? items.map((i) => (i.productId === productId ? { productId, quantity } : i)) : [...items, { productId, quantity }]);
}

export function removeVisitorLine(productId: string) {
  write(visitorCartItems().filter((i) => i.productId !== productId));
}

export const clearVisitorCart = () => write(empty);
