// The shop pages and product pages as a shopper uses them, on a desktop and a phone: search,
// category and sort kept in the URL (Back returns to the previous view), "Load more", the
// no-result state, a product page with gallery, specifications, stock and reviews, and an unknown
// slug's 404. Reads the pristine store (demo data only), so lists are known.
import { expect, test, type Page } from '@playwright/test';
import { untilHydrated } from './support/hydration';
import { pristineURL } from './support/pristine';
import { shot } from './support/shots';

test.use({ baseURL: pristineURL() });

interface Product {
  _id: string;
  name: string;
  slug: string;
  price: number;
  priceMoney: { amount: number; currency: string };
  images: string[];
  available: number;
}

const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();
const namesFromApi = async (page: Page, query: string) =>
  ((await (await page.request.get(`/api/product?limit=24&${query}`)).json()) as Product[]).map((p) => p.name);

test('search, category and sort live in the URL, Back restores the view, Load more fetches the next page', async ({ page }, testInfo) => {
  const all = ((await (await page.request.get('/api/product')).json()) as Product[]).map((p) => p.name);
  expect(all.length).toBeGreaterThan(24);
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(24);
  expect(await cardNames(page)).toEqual(all.slice(0, 24));
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await untilHydrated(loadMore);
  await loadMore.click();
  await expect(cards(page)).toHaveCount(all.length);
  expect(await cardNames(page)).toEqual(all);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await shot(page, testInfo, 'shop-load-more');

  // A search (Enter sends it).
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('circlar saw');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=circlar\+saw$/);
  const found = await namesFromApi(page, 'q=circlar%20saw');
  expect(found.length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).toEqual(found);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('relevance');

  // Back: the whole list as it was, both pages, from the cache.
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards(page)).toHaveCount(all.length);
  await expect(search).toHaveValue('');

  // A category, then a sort on top of it.
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Blades and accessories' });
  await expect(page).toHaveURL(/\/products\?category=blades-and-accessories$/);
  const blades = await namesFromApi(page, 'category=blades-and-accessories');
  await expect.poll(() => cardNames(page)).toEqual(blades);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/\/products\?category=blades-and-accessories&sort=price-desc$/);
  const dearest = await namesFromApi(page, 'category=blades-and-accessories&sort=price-desc');
  await expect.poll(() => cardNames(page)).toEqual(dearest);
  await shot(page, testInfo, 'shop-category-sorted');

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?category=blades-and-accessories$/);
  await expect.poll(() => cardNames(page)).toEqual(blades);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest');

  // A shared link opens the same view.
  await page.goto('/products?category=blades-and-accessories&sort=price-desc');
  await expect.poll(() => cardNames(page)).toEqual(dearest);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('blades-and-accessories');

  // Nothing found: said so, and one click back to everything.
  await untilHydrated(search);
  await search.fill('zzqx nothing');
  await search.press('Enter');
  await expect(page.getByText('No products match your search.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await shot(page, testInfo, 'shop-no-result');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards(page)).toHaveCount(24);
});

test('/all-product is newest first and pages on too', async ({ page }, testInfo) => {
  const newest = await namesFromApi(page, 'sort=newest');
  await page.goto('/all-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Manufacturing Line' })).toBeVisible();
  expect(await cardNames(page)).toEqual(newest);
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await untilHydrated(loadMore);
  await loadMore.click();
  await expect(cards(page)).toHaveCount(30);
  await shot(page, testInfo, 'all-product-paged');
});

test('a product page: gallery, description, specifications, stock, minimum order, Purchase and reviews', async ({ page }, testInfo) => {
  const product = ((await (await page.request.get('/api/product/by-slug/kerfline-cs-185-circular-saw')).json()) as Product);
  await page.goto('/products');
  // The card's name opens the product page.
  await cards(page).getByRole('heading', { name: product.name, exact: true }).getByRole('link').click();
  await expect(page).toHaveURL(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page).toHaveTitle(`${product.name} | Kerfline Power Saws`);

  const gallery = page.getByTestId('product-gallery');
  const main = gallery.getByRole('figure').getByRole('img');
  await expect(main).toHaveAttribute('src', product.images[0]!);
  await untilHydrated(gallery);
  await gallery.getByRole('button', { name: `Show picture 2 of ${product.images.length}` }).click();
  await expect(main).toHaveAttribute('src', product.images[1]!);
  await expect(gallery.getByRole('button', { name: `Show picture 2 of ${product.images.length}` })).toHaveAttribute('aria-pressed', 'true');

  const specs = page.getByTestId('product-specs');
  await expect(specs.getByRole('row', { name: /Power/ })).toContainText('1,800 W');
  await expect(specs.getByRole('row', { name: /Blade diameter/ })).toContainText('184 mm');
  await expect(specs.getByRole('row', { name: /No-load speed/ })).toContainText('5,800 rpm');
  await expect(specs.getByRole('row', { name: /Bevel range/ })).toContainText('0–56°');
  await expect(specs.getByRole('row', { name: /Weight/ })).toContainText('4.9 kg');
  expect([product.price, product.priceMoney]).toEqual([129.99, { amount: 12_999, currency: 'USD' }]);
  await expect(page.getByTestId('product-price')).toHaveText('$129.99');
  await expect(page.getByTestId('stock-state')).toHaveText('In stock');

  const reviews = page.getByTestId('product-reviews');
  await expect(reviews.getByRole('heading', { name: 'Reviews of this product' })).toBeVisible();
  await expect(reviews.getByTestId('review-summary')).toContainText('5.0 out of 5 · 1 review');
  await expect(reviews.getByTestId('review-card')).toHaveCount(1);
  await expect(reviews.getByText('Bevel stops are dead accurate.')).toBeVisible();
  await shot(page, testInfo, 'product-page');

  // Purchase leads to the purchase page (sign-in first for a visitor).
  await page.getByRole('link', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Back on the shop, the picture of a card opens its page too.
  await page.goto('/all-product');
  const sold = ((await (await page.request.get('/api/product?limit=100')).json()) as Product[]).find((p) => p.available === 0)!;
  await page.goto(`/products/${sold.slug}`);
  await expect(page.getByTestId('stock-state')).toHaveText('Out of stock');
  await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
  await expect(page.getByText('No reviews of this product yet.')).toBeVisible();
  await shot(page, testInfo, 'product-page-sold-out');
});

test('a card picture opens its product page; Back returns to the list', async ({ page }) => {
  await page.goto('/all-product');
  const first = cards(page).first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('img', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(/\/all-product$/);
  await expect(cards(page).first().getByRole('heading')).toHaveText(name);
});

test('an unknown product slug is Page Not Found with status 404', async ({ page }, testInfo) => {
  const response = await page.goto('/products/no-such-saw');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await shot(page, testInfo, 'product-not-found');
});
