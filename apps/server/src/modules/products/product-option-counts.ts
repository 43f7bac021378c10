// The shop's option filter offers each option value of the products a list matches, with how many
// have it ("Voltage: 230 V (6), 120 V (6)"). Like a list's total, the counts read a bounded number of
// rows (the first COUNT_CAP + 1 matches oldest first, read in that order from the list's own index,
// with the product rows' own option values: no variant is read) and are kept per filter set by the catalogue, refreshed in the background
// (docs/decisions/0029-product-variants.md).
import { sql } from 'drizzle-orm';
import type { ProductOptionCounts } from '@store/contract';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { COUNT_CAP, matching, OPTION_SEPARATOR, type ListRequest } from './product-list-query';

/** The counts' query: each value over the first COUNT_CAP + 1 matching products, and how many those were. */
export function optionCountsQuery(req: ListRequest) {
  // The option filters themselves are left out: the counts show what else the list could narrow to.
  const filters: ListRequest = { ...req };
  delete filters.options;
  return sql`with bounded as materialized (
      select ${products.optionValues} as option_values from ${products} where ${matching(filters)}
      order by ${products.createdAt}, ${products.id} limit ${sql.raw(String(COUNT_CAP + 1))})
    select t.token, count(*)::integer as n, (select count(*) from bounded)::integer as matched
    from bounded, unnest(bounded.option_values) as t(token) group by t.token`;
}

export async function countOptionValues(db: Db, req: ListRequest): Promise<ProductOptionCounts> {
  const { rows } = (await db.execute(optionCountsQuery(req))) as unknown as { rows: { token: string; n: number | string; matched: number | string }[] };
  const byName = new Map<string, { value: string; count: number }[]>();
  for (const row of rows) {
    const at = row.token.indexOf(OPTION_SEPARATOR);
    const name = row.token.slice(0, at);
    byName.set(name, [...(byName.get(name) ?? []), { value: row.token.slice(at + 1), count: Number(row.n) }]);
  }
  const options = [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, values]) => ({ name, values: values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, undefined, { numeric: true })) }));
  return { options, capped: rows.length > 0 && Number(rows[0]!.matched) > COUNT_CAP };
}
