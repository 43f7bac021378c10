// Which uploaded pictures products still name (card picture or gallery), asked by the media sweep
// before it deletes a file. Every product counts, archived ones too.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaHashesNamed } from '../../db/media-references';
import { products } from '../../db/schema/index';

export const mediaInUse = (db: Db, hashes: readonly string[]): Promise<Set<string>> =>
  mediaHashesNamed(db, products, sql`${products.img} || ' ' || array_to_string(${products.images}, ' ')`, hashes);
