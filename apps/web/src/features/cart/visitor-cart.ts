// A visitor's cart: product ids, versions and quantities in localStorage (it survives reloads; other
// tabs learn of changes through the storage event). A line added from a product card names no
// version (the default); the first quote pins it to the version it stands for. Prices and stock come from the server on display
// (POST /api/cart/quote); at sign-in the lines are merged into the account's cart and forgotten here.
import type { CartItem, CartLine } from '@store/contract';
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

/** A line's product and version (no version: the product's default). */
export type VisitorLineRef = Pick<CartItem, 'productId' | 'variantId'>;
const isLine = (item: CartItem, ref: VisitorLineRef) => item.productId === ref.productId && item.variantId === ref.variantId;

export function setVisitorLine(ref: VisitorLineRef, quantity: number) {
  const items = visitorCartItems();
  const exists = items.some((i) => isLine(i, ref));
  if (!exists && items.length >= cartMaxLines) return;
  const line: CartItem = { productId: ref.productId, ...(ref.variantId && { variantId: ref.variantId }), quantity };
  write(exists ? items.map((i) => (isLine(i, ref) ? line : i)) : [...items, line]);
}

export function removeVisitorLine(ref: VisitorLineRef) {
  write(visitorCartItems().filter((i) => !isLine(i, ref)));
}

/**
 * Names the version of every line that named none, from the quote of exactly these lines: the
 * server priced it as its product's default, the one line of that product whose quantity is more
 * than its named lines add up to (a quote adds up two lines of one version). From then on the
 * cart page changes and removes lines by version.
 */
export function pinVisitorLines(quoted: readonly CartItem[], lines: readonly CartLine[]) {
  if (visitorCartItems() !== quoted || quoted.every((i) => i.variantId)) return;
  const named = (variantId: string) => quoted.filter((i) => i.variantId === variantId).reduce((sum, i) => sum + i.quantity, 0);
  const pinned = new Map<CartItem, string>();
  for (const item of quoted) {
    const line = item.variantId ? undefined : lines.find((l) => l.productId === item.productId && l.quantity > named(l.variantId));
    if (line) pinned.set(item, line.variantId);
  }
  if (pinned.size === 0) return;
  const next: CartItem[] = [];
  for (const item of quoted) {
    const variantId = pinned.get(item) ?? item.variantId;
    const same = next.find((i) => i.productId === item.productId && i.variantId === variantId);
    if (same) same.quantity += item.quantity;
    else next.push({ ...item, ...(variantId && { variantId }) });
  }
  write(next);
}

export const clearVisitorCart = () => write(empty);
