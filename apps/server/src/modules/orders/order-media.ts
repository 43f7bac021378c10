// Which uploaded pictures orders still show: each order keeps the picture its product had when it
// was placed, so a replaced product photo stays on My Orders and in the back office.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaHashesNamed } from '../../db/media-references';
import { orders } from '../../db/schema/index';

export const orderMediaInUse = (db: Db, hashes: readonly string[]): Promise<Set<string>> =>
  mediaHashesNamed(db, orders, sql`${orders.productImage}`, hashes);
