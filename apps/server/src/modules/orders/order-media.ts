// Which uploaded pictures orders still show: each line keeps the picture its product had when the
// order was placed, so a replaced product photo stays on My Orders and in the back office.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaHashesNamed } from '../../db/media-references';
import { orderLines } from '../../db/schema/index';

export const orderMediaInUse = (db: Db, hashes: readonly string[]): Promise<Set<string>> =>
  mediaHashesNamed(db, orderLines, sql`${orderLines.productImage}`, hashes);
