// A visitor's cart: product ids, versions and quantities in localStorage (it survives reloads; other
// tabs learn of changes through the storage event). A line added from a product card names no
// version (the default); the first quote pins it to the version it stands for (./visitor-cart-pin.ts). Prices and stock come from the server on display
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
  ((v as CartItem).variantId === undefined || (typeof (v as CartItem).variantId === 'string' && /^[0-9a-f-]{36}$/i.test((v as CartItem).variantId!))) &&
  Number.isInteger((v as CartItem).quantity) &&
  (v as CartItem).quantity >= 1;

export const serverVisitorCartItems = (): readonly CartItem[] => empty;

/** Replaces every line (the app's pinning of versions, ./visitor-cart-pin.ts). */
export function writeVisitorCart(items: readonly CartItem[]) {
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

/** A line's product and version (no version: the product's default). */
export type VisitorLineRef = Pick<CartItem, 'productId' | 'variantId'>;
const isLine = (item: CartItem, ref: VisitorLineRef) => item.productId === ref.productId && item.variantId === ref.variantId;

export function setVisitorLine(ref: VisitorLineRef, quantity: number) {
  const items = visitorCartItems();
  const exists = items.some((i) => isLine(i, ref));
  if (!exists && items.length >= cartMaxLines) return;
  const line: CartItem = { productId: ref.productId, ...(ref.variantId && { variantId: ref.variantId }), quantity };
  writeVisitorCart(exists ? items.map((i) => (isLine(i, ref) ? line : i)) : [...items, line]);
}

export function removeVisitorLine(ref: VisitorLineRef) {
  writeVisitorCart(visitorCartItems().filter((i) => !isLine(i, ref)));
}

export const clearVisitorCart = () => writeVisitorCart(empty);
