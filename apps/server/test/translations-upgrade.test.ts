// A store from the release before translations (0025): its products keep their English slugs and
// texts, nothing counts as translated, and from then on a slug it changes still leads to it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upgradedFrom, type Rows } from './previous-release';

describe('upgrading a store from the release before translations', () => {
  const upgraded = upgradedFrom('0025_user_language', async (query) => {
    await query(`insert into product (name, slug, description, img, price_cents, available, min_order_quantity) values
      ('Old Saw', 'old-saw', 'Sold before translations', '/images/products/circular-saw.svg', 19999, 3, 1)`);
    return null;
  });
  const rows = async (query: ReturnType<typeof sql>) => ((await upgraded.database.db.execute(query)) as unknown as { rows: Rows }).rows;

  it('keeps its products as they were, untranslated, and records a slug they leave', async () => {
    expect(await rows(sql`select slug, name from product`)).toEqual([{ slug: 'old-saw', name: 'Old Saw' }]);
    expect(await rows(sql`select count(*)::int as n from product_translation`)).toEqual([{ n: 0 }]);
    await upgraded.database.db.execute(sql`update product set slug = 'older-saw' where slug = 'old-saw'`);
    await upgraded.database.db.execute(sql`insert into product_translation (product_id, language, name, slug, description)
      select id, 'de', 'Alte Säge', 'alte-saege', 'Vor den Übersetzungen verkauft' from product`);
    await upgraded.database.db.execute(sql`update product_translation set slug = 'aeltere-saege'`);
    expect(await rows(sql`select language, slug from product_slug_history order by language, slug`)).toEqual([
      { language: 'de', slug: 'alte-saege' },
      { language: 'en', slug: 'old-saw' },
    ]);
    // The translation's words join the vocabulary a misspelt search is corrected from.
    expect(await rows(sql`select word from search_word where word in ('alte', 'übersetzungen') order by word`)).toEqual([{ word: 'alte' }, { word: 'übersetzungen' }]);
    // A translation in a language the store does not translate into is refused by the database too.
    await expect(upgraded.database.db.execute(sql`insert into product_translation (product_id, language, name, slug, description) select id, 'it', 'Sega', 'sega', 'x' from product`)).rejects.toThrow();
  });
});
