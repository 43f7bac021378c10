// New customers per week for the back office's overview: one aggregate over user_created_at_idx.
import { and, count, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const OVERVIEW_WEEKS = 12;

/** Monday 00:00 UTC of the week `weeks - 1` weeks before this one. */
function firstWeek(weeks: number, now: Date): Date {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7 * (weeks - 1));
  return monday;
}

export async function newCustomersPerWeek(db: Db, now = new Date()): Promise<{ week: string; customers: number }[]> {
  const start = firstWeek(OVERVIEW_WEEKS, now);
  const week = sql<string>`to_char(date_trunc('week', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, customers: count() })
    .from(users)
    .where(and(gte(users.createdAt, start), ne(users.role, 'admin')))
    .groupBy(week);
  const byWeek = new Map(rows.map((r) => [r.week, r.customers]));
  return Array.from({ length: OVERVIEW_WEEKS }, (_, i) => {
    const w = new Date(start.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10);
    return { week: w, customers: byWeek.get(w) ?? 0 };
  });
}
