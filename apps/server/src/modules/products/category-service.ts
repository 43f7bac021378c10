// Categories belong to the products module: products point at them, and "in use" is a question
// about product rows.
import { asc, eq } from 'drizzle-orm';
import { slugify, type Category, type CategoryPatch, type ContentLanguage, type NewCategory } from '@store/contract';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema/index';
import { sqlState } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import type { CatalogChanges } from './product-catalog';
import { translateCategories } from './product-translations';


const toCategory = (row: { id: string; slug: string; name: string }): Category => ({ _id: row.id, slug: row.slug, name: row.name });

const columns = { id: categories.id, slug: categories.slug, name: categories.name };

/** Every category, by name (a handful: no paging); in `language`, as it names them. */
export async function listCategories(db: Db, language?: ContentLanguage): Promise<Category[]> {
  const list = (await db.select(columns).from(categories).orderBy(asc(categories.name), asc(categories.id))).map(toCategory);
  return translateCategories(db, language, list);
}

async function slugUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict('Another category already has this slug', { slug: 'This slug is taken' });
    throw err;
  }
}

export async function addCategory(db: Db, input: NewCategory): Promise<string> {
  const [row] = await slugUnique(() =>
    db.insert(categories).values({ name: input.name, slug: input.slug ?? slugify(input.name) }).returning({ id: categories.id }),
  );
  return row!.id;
}

export async function patchCategory(db: Db, catalog: CatalogChanges, id: string, patch: CategoryPatch): Promise<Category> {
  const [row] = await slugUnique(() =>
    db
      .update(categories)
      .set({ ...(patch.name !== undefined && { name: patch.name }), ...(patch.slug !== undefined && { slug: patch.slug }) })
      .where(eq(categories.id, id))
      .returning(columns),
  );
  if (!row) throw notFound('Category not found');
  catalog.changed(); // products carry their category's name and slug
  return toCategory(row);
}

/** Only an empty category goes (archived products count: their orders still name it). */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  const [used] = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
  if (used) throw conflict('This category still has products: move or delete them first');
  let rows: unknown[];
  try {
    rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  } catch (err) {
    // A product joined it since the check above.
    if (sqlState(err) === '23503') throw conflict('This category still has products: move or delete them first');
    throw err;
  }
  if (rows.length === 0) throw notFound('Category not found');
}
