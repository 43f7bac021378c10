// The `cursor` of GET /api/product: the sort key and id of a page's last product, so the next page
// starts right after it (keyset paging). Products added meanwhile never shift a page the way an
// offset would. Opaque to clients: base64url of a small JSON array, checked on the way back in.
import { badRequest } from '../../http/errors';
import type { ListOrder } from './product-list-query';

export interface Cursor {
  order: ListOrder;
  /** The last row's sort value: a timestamp's text, cents, units, a name or a search score. */
  key: string | number;
  id: string;
}

/** Creation times travel with microseconds (UTC), as the database keeps them. */
const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (c: Cursor): string => Buffer.from(JSON.stringify([c.order, c.key, c.id])).toString('base64url');

const invalid = () => badRequest('The cursor is not valid for this list: start again from the first page', { cursor: 'Invalid cursor' });

/** The cursor a client sent back, for a list in `order`; 400 when it is malformed or from another list. */
export function decodeCursor(text: string, order: ListOrder): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [o, key, id] = parsed as unknown[];
  if (o !== order || typeof id !== 'string' || !uuid.test(id)) throw invalid();
  const numeric = order === 'price-asc' || order === 'price-desc' || order === 'relevance' || order === 'stock';
  if (numeric ? typeof key !== 'number' || !Number.isFinite(key) : typeof key !== 'string' || key.length > 300) throw invalid();
  if ((order === 'oldest' || order === 'newest') && !timestamp.test(String(key))) throw invalid();
  return { order, key: key as string | number, id };
}
