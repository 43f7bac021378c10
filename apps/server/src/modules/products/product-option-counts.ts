// The shop's option filter offers each option value of the products a list matches, with how many
// have it ("Voltage: 230 V (6), 120 V (6)"). Like a list's total, the counts read a bounded number of
// rows (the first COUNT_CAP + 1 matches oldest first, read in that order from the list's own index,
// with the product rows' own option values: no variant is read) and are kept per filter set by the catalogue, refreshed in the background
// (docs/decisions/0029-product-variants.md).
import { sql } from 'drizzle-orm';
import type { ProductOptionCounts } from '@store/contract';
import type { Db } from '../../db/client';
import { products, productTranslations } from '../../db/schema/index';
import { COUNT_CAP, matching, OPTION_SEPARATOR, withCorrectedSearch, type CorrectionSource, type ListRequest } from './product-list-query';

/** The counts' query: each value over the first COUNT_CAP + 1 matching products, and how many those were. */
export function optionCountsQuery(req: ListRequest) {
  // The option filters themselves are left out: the counts show what else the list could narrow to.
  const filters: ListRequest = { ...req };
  delete filters.options;
  // In a language, each name and value as the counted products' translations write it (by primary
  // key, for the same bounded rows).
  const labels =
    req.language === undefined
      ? sql`null::text as name_label, null::text as value_label`
      : sql`min((select ${productTranslations.optionNames} ->> split_part(t.token, chr(31), 1) from ${productTranslations}
            where ${productTranslations.productId} = bounded.id and ${productTranslations.language} = ${req.language})) as name_label,
          min((select ${productTranslations.optionValues} ->> split_part(t.token, chr(31), 2) from ${productTranslations}
            where ${productTranslations.productId} = bounded.id and ${productTranslations.language} = ${req.language})) as value_label`;
  return sql`with bounded as materialized (
      select ${products.id} as id, ${products.optionValues} as option_values from ${products} where ${matching(filters)}
      order by ${products.createdAt}, ${products.id} limit ${sql.raw(String(COUNT_CAP + 1))})
    select t.token, count(*)::integer as n, (select count(*) from bounded)::integer as matched, ${labels}
    from bounded, unnest(bounded.option_values) as t(token) group by t.token`;
}

export async function countOptionValues(db: Db, req: ListRequest, correct?: CorrectionSource): Promise<ProductOptionCounts> {
  type Row = { token: string; n: number | string; matched: number | string; name_label: string | null; value_label: string | null };
  const { rows } = (await db.execute(optionCountsQuery(await withCorrectedSearch(db, req, correct)))) as unknown as { rows: Row[] };
  const byName = new Map<string, { label?: string; values: { value: string; label?: string; count: number }[] }>();
  for (const row of rows) {
    const at = row.token.indexOf(OPTION_SEPARATOR);
    const name = row.token.slice(0, at);
    const option = byName.get(name) ?? { values: [] };
    if (row.name_label) option.label = row.name_label;
    option.values.push({ value: row.token.slice(at + 1), ...(row.value_label && { label: row.value_label }), count: Number(row.n) });
    byName.set(name, option);
  }
  const options = [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { label, values }]) => ({
      name,
      ...(label && { label }),
      values: values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, undefined, { numeric: true })),
    }));
  return { options, capped: rows.length > 0 && Number(rows[0]!.matched) > COUNT_CAP };
}
