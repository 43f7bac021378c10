// Catalogue management by an admin, through the dashboard: edit a product's price and stock and
// see it in the shop, archive a product, manage categories (a category in use cannot go), and write
// the shop's texts in another language.
// Desktop and phone share one server, so every record a test makes carries a unique tag.
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, demo, signInViaUi } from './support/auth';
import { shot } from './support/shots';

const tag = () => crypto.randomBytes(3).toString('hex');

/** A product made through the API as the signed-in admin (the journeys are about managing it). */
async function addProduct(page: Page, name: string, extra: object = {}): Promise<string> {
  const token = await accessTokenOf(page);
  const res = await page.request.post('/api/product', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'A saw made for an admin journey.', price: 120, available: 30, minOrderQuantity: 1, img: 'https://images.example.invalid/saw.png', ...extra },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

async function findInAdminList(page: Page, name: string) {
  await page.goto('/dashboard/products');
  await expect(page.getByRole('heading', { level: 1, name: /Manage Products/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-product-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test.beforeEach(async ({ page }) => {
  await signInViaUi(page, demo.admin.email, demo.admin.password);
});

test('an admin changes price and stock; the shop shows them and low stock is highlighted', async ({ page }, testInfo) => {
  const name = `Kerfline Edit Saw ${tag()}`;
  await addProduct(page, name);
  let row = await findInAdminList(page, name);
  await expect(row.getByTestId('admin-product-stock')).toHaveText('30');
  await shot(page, testInfo, 'manage-products');

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit product' });
  await expect(form.getByLabel('Name')).toHaveValue(name);
  // Validated like the API, in place: the box in error takes the focus (scrolled to, below a
  // long form on a phone) and a toast says the save failed.
  await form.getByLabel('Available Quantity').fill('2');
  await form.getByLabel('Price ($)').fill('');
  await form.getByLabel('Weight (kg)').fill('4.2');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Price is Required')).toBeVisible();
  await expect(form.getByLabel('Price ($)')).toBeFocused();
  await expect(form.getByLabel('Price ($)')).toBeInViewport();
  await expect(page.getByText('The product was not saved: see the marked fields')).toBeVisible();
  await shot(page, testInfo, 'edit-product-error');

  await form.getByLabel('Price ($)').fill('99.5');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);

  row = await findInAdminList(page, name);
  await expect(row).toContainText('$99.50');
  // 2 units is under the default threshold of 5: the stock is flagged.
  await expect(row.getByTestId('admin-product-stock')).toHaveText(/2\s*\(low stock\)/);
  await shot(page, testInfo, 'manage-products-low-stock');

  await page.goto('/all-product');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toContainText('$99.50');
  await expect(card.getByTestId('product-available')).toHaveText('2');
});

test('an admin sells a product in two versions; search finds it by the second one\'s SKU', async ({ page }, testInfo) => {
  const name = `Kerfline Versions Saw ${tag()}`;
  const id = await addProduct(page, name);
  await page.goto(`/dashboard/products/${id}`);
  const versions = page.getByRole('region', { name: 'Versions' });
  await versions.getByRole('button', { name: 'Add an option' }).click();
  await versions.getByLabel('Option 1 name').fill('Voltage');
  await versions.getByLabel('Option 1 values, separated by commas').fill('120 V, 230 V');
  await versions.getByRole('button', { name: 'Generate versions' }).click();
  const second = versions.getByRole('listitem', { name: '230 V' });
  const sku = `KVS-${tag().toUpperCase()}-230`;
  await second.getByLabel('SKU').fill(sku);
  await second.getByLabel('Price ($)').fill('139');
  await versions.getByRole('button', { name: 'Save versions' }).click();
  await expect(page.getByText('Versions saved: 2 on sale')).toBeVisible();
  await shot(page, testInfo, 'edit-product-versions');

  // The shop's search finds it by the 230 V version's SKU typed in lower case.
  await page.goto(`/products?q=${encodeURIComponent(sku.toLowerCase())}`);
  await expect(page.getByTestId('product-card').first()).toContainText(name);
});

test('an admin writes a product in German: the German shop shows it at its German slug', async ({ page }, testInfo) => {
  const id = tag();
  const name = `Kerfline Translate Saw ${id}`;
  const productId = await addProduct(page, name);
  // Translations counts what is still English (other journeys add products too: only its page is checked).
  await page.goto('/dashboard/translations?language=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expect(page.getByText(/still in English/).first()).toBeVisible();
  await shot(page, testInfo, 'translations-page');
  await page.goto(`/dashboard/products/${productId}`);

  const german = page.getByRole('form', { name: 'Deutsch translation' });
  await expect(page.getByRole('tab', { name: /Deutsch.*Missing/ })).toBeVisible();
  await german.getByLabel('Name').fill(`Kerfline Übersetzungssäge ${id}`);
  await german.getByLabel('Description').fill('Eine Säge, übersetzt im Backoffice.');
  await shot(page, testInfo, 'edit-product-translation');
  await german.getByRole('button', { name: 'Save the Deutsch translation' }).click();
  await expect(page.getByText('Translation saved')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Missing/ }).filter({ hasText: 'Deutsch' })).toHaveCount(0);

  // The German shop names it in German, at the slug made from its German name; its English slug moves there.
  const slug = `kerfline-ubersetzungssage-${id}`;
  await page.goto(`/de-de/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kerfline Übersetzungssäge ${id}`);
  await expect(page.getByText('Eine Säge, übersetzt im Backoffice.')).toBeVisible();
  await page.goto(`/de-de/products/kerfline-translate-saw-${id}`);
  await expect(page).toHaveURL(new RegExp(`/de-de/products/${slug}$`));
});

test("an admin rewrites a blog answer in German: the German blog shows it, then the store's own text again", async ({ page }, testInfo) => {
  // Desktop and phone share one server: each rewrites a question of its own.
  const n = testInfo.project.name === 'phone' ? 5 : 4;
  const answer = `Erster Absatz ${tag()}.\n\n- Punkt eins\n- Punkt zwei`;
  await page.goto('/dashboard/page-texts?language=de&page=blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Page texts' })).toBeVisible();
  const form = page.getByRole('form', { name: `Answer ${n}` });
  await form.getByRole('textbox').fill(answer);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Text saved')).toBeVisible();
  await expect(form.getByText('Written')).toBeVisible();
  await shot(page, testInfo, 'page-texts');

  // The German blog (rendered on the server, refreshed in the background) shows the paragraph and the list.
  const paragraph = answer.split('\n')[0]!;
  await expect(async () => {
    await page.goto('/de-de/blogs');
    const question = page.getByTestId('blog-question').nth(n - 1);
    await question.locator('summary').click();
    await expect(question.getByText(paragraph)).toBeVisible({ timeout: 1_000 });
    await expect(question.getByRole('listitem')).toHaveText(['Punkt eins', 'Punkt zwei']);
  }).toPass({ timeout: 15_000 });
  await shot(page, testInfo, 'blog-owner-text');

  await page.goto('/dashboard/page-texts?language=de&page=blog');
  await page.getByRole('form', { name: `Answer ${n}` }).getByRole('button', { name: "Use the store's own text" }).click();
  await expect(page.getByText("The store's own text is back")).toBeVisible();
  await expect(page.getByRole('form', { name: `Answer ${n}` }).getByText("Store's own text")).toBeVisible();
});

test('an admin marks a product sold out: stock 0 is saved and the shop says Out of stock', async ({ page }, testInfo) => {
  const name = `Kerfline Sold Out Saw ${tag()}`;
  await addProduct(page, name, { minOrderQuantity: 2 });
  const row = await findInAdminList(page, name);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit product' });
  await form.getByLabel('Available Quantity').fill('0');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await expect(page.getByText('Product saved')).toBeVisible();

  await page.goto('/all-product');
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card.getByTestId('product-available')).toHaveText('0');
  await card.getByRole('heading').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('stock-state')).toHaveText('Out of stock');
  await shot(page, testInfo, 'sold-out-product-page');
});

test('Add A Product has what Edit Product has; an uploaded photo meets "Photo URL is Required"', async ({ page }, testInfo) => {
  const name = `Kerfline Full Saw ${tag()}`;
  const slug = `full-saw-${tag()}`;
  await page.goto('/dashboard/add-product');
  const form = page.getByRole('form', { name: 'Add A Product' });
  // A refused add puts the focus on the first box in error and says so in a toast.
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Photo URL is Required')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(page.getByText('Failed To Add The Product')).toBeVisible();

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Slug (address of its page)').fill(slug);
  await form.getByLabel('Description').fill('A saw added with every field the edit form has.');
  await form.getByLabel('Price ($)').fill('450');
  await form.getByLabel('Available Quantity').fill('8');
  await form.getByLabel('Minimum Order Quantity').fill('1');
  await form.getByLabel('Category').selectOption({ label: 'Table saws' });
  await form.getByLabel('Power (W)').fill('1800');
  await form.getByLabel('Bevel range').fill('0–45°');
  // No address typed: the upload fills the photo box, and that meets the rule.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 480 } });
  await form.getByLabel(/Or upload a photo/).setInputFiles({ name: 'saw.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByLabel('Photo URL')).toHaveValue(/^\/media\/[a-f0-9]{32}-1280\.webp$/);
  await expect(form.getByText('Photo URL is Required')).toHaveCount(0);
  await shot(page, testInfo, 'add-product-full');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Added A New Product Successfully')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  const res = await page.request.get(`/api/product/by-slug/${slug}`);
  expect(res.status()).toBe(200);
  const added = (await res.json()) as { name: string; img: string; images: string[]; category: { name: string } | null; specs: Record<string, unknown> };
  expect(added).toMatchObject({ name, category: { name: 'Table saws' }, specs: { powerW: 1800, bevelRange: '0–45°' } });
  expect(added.images).toEqual([added.img]);
});

test('an admin uploads a photo file; the shop card shows it in the width it needs', async ({ page }, testInfo) => {
  const name = `Kerfline Photo Saw ${tag()}`;
  await addProduct(page, name);
  const row = await findInAdminList(page, name);
  // A real PNG: the browser's own screenshot of the page (the server re-encodes whatever it gets).
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 900, height: 600 } });
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit product' });

  // A text file named .png is refused by its content, with the server's message.
  const picker = form.getByLabel(/Or upload a photo/);
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') });
  await expect(form.getByText('The file is not a picture we can use: upload a JPEG, PNG, WebP or AVIF image')).toBeVisible();

  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByLabel('Card photo URL')).toHaveValue(/^\/media\/[a-f0-9]{32}-1280\.webp$/);
  await expect(form.getByLabel(/Gallery/)).toHaveValue(/^\/media\/[a-f0-9]{32}-1280\.webp\n/);
  await shot(page, testInfo, 'edit-product-uploaded');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);

  await page.goto('/all-product');
  const image = page.getByTestId('product-card').filter({ hasText: name }).getByRole('img', { name });
  await expect(image).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w/);
  await image.scrollIntoViewIfNeeded();
  // Loaded (not the placeholder), and the browser chose one of the stored widths.
  await expect.poll(() => image.evaluate((img: { naturalWidth: number; currentSrc: string }) => img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/media\/[a-f0-9]{32}-(320|640|1280)\.webp$/);
  await expect(image).not.toHaveAttribute('data-placeholder', /.*/);
  await shot(page, testInfo, 'shop-card-uploaded-photo');
});

test('an admin archives a product: gone from the shop, listed under Archived', async ({ page }, testInfo) => {
  const name = `Kerfline Archive Saw ${tag()}`;
  await addProduct(page, name);
  const row = await findInAdminList(page, name);
  await row.getByRole('button', { name: `Archive ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Archive ${name}?`);
  await shot(page, testInfo, 'archive-confirm');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(`${name} is archived`)).toBeVisible();
  await expect(page.getByTestId('admin-product-row').filter({ hasText: name })).toHaveCount(0);

  await page.getByRole('button', { name: 'Archived' }).click();
  const archived = page.getByTestId('admin-product-row').filter({ hasText: name });
  await expect(archived).toContainText('Archived');
  await expect(archived.getByRole('button', { name: /Archive/ })).toHaveCount(0);
  await shot(page, testInfo, 'manage-products-archived');

  await page.goto('/all-product');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);
});

test('an admin adds, renames and deletes a category; one in use cannot be deleted', async ({ page }, testInfo) => {
  const name = `Scroll saws ${tag()}`;
  await page.goto('/dashboard/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a category' });
  await add.getByLabel('New category').fill(name);
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category added')).toBeVisible();

  const row = page.getByRole('form', { name: `Category ${name}` });
  await row.getByRole('textbox').fill(`${name} and fret saws`);
  await row.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Category renamed')).toBeVisible();
  const renamed = page.getByRole('form', { name: `Category ${name} and fret saws` });
  await expect(renamed).toBeVisible();
  await shot(page, testInfo, 'categories');

  await renamed.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Category deleted')).toBeVisible();
  await expect(renamed).toHaveCount(0);

  // Circular saws holds demo products: the server's 409 message is shown and the category stays.
  const inUse = page.getByRole('form', { name: 'Category Circular saws' });
  await inUse.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This category still has products: move or delete them first')).toBeVisible();
  await expect(inUse).toBeVisible();
  await shot(page, testInfo, 'categories-in-use');
});
