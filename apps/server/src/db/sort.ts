// Age order for every list (products, orders, reviews, users): creation time, then the id, so rows
// made in the same millisecond still come out in one stable order, and newest first is exactly the
// reverse of oldest first.
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

interface Aged {
  createdAt: PgColumn;
  id: PgColumn;
}

export const oldestFirst = (table: Aged): SQL[] => [asc(table.createdAt), asc(table.id)];
export const newestFirst = (table: Aged): SQL[] => [desc(table.createdAt), desc(table.id)];
