// Public pages come rendered from the server (content without JavaScript) and the browser takes
// them over (hydration) without a mismatch warning, an error or a Content-Security-Policy
// violation. Reads the pristine store: its catalogue and reviews are the demo data.
import { expect, test } from '@playwright/test';
import { pristineURL } from './support/pristine';
import { shot } from './support/shots';

test.use({ baseURL: pristineURL() });

const pages = [
  { path: '/', status: 200, heading: 'Power saws that cut true, shift after shift' },
  { path: '/blogs', status: 200, heading: 'Blogs' },
  { path: '/reviews', status: 200, heading: 'Customer Reviews' },
  { path: '/products', status: 200, heading: 'Our Products' },
  { path: '/all-product', status: 200, heading: 'Our Manufacturing Line' },
  { path: '/portfolio', status: 200, heading: /.+/ },
  { path: '/products/kerfline-cs-185-circular-saw', status: 200, heading: 'Kerfline CS-185 Circular Saw' },
  { path: '/products?category=jigsaws&sort=price-desc', status: 200, heading: 'Our Products' },
  { path: '/no-such-page', status: 404, heading: 'Page Not Found' },
  { path: '/products/no-such-saw', status: 404, heading: 'Page Not Found' },
];

test('every public page hydrates without a warning, an error or a policy violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The browser reports the Page Not Found document's own 404 status; that one is meant.
    if (/\/no-such-(page|saw)$/.test(m.location().url) && /status of 404/.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} uncaught: ${e.message}`));
  await page.addInitScript(() => {
    type Violation = { violatedDirective: string; blockedURI: string };
    const doc = (globalThis as unknown as { document: { addEventListener(type: string, fn: (e: Violation) => void): void } }).document;
    doc.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const { path, status, heading } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, path).toHaveText(heading);
    // Hydrated: React has attached itself to the server's heading (a mismatch would have replaced it).
    await expect
      .poll(() => h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { message: path })
      .toBe(true);
    await expect(page.locator('.loading'), path).toHaveCount(0);
  }
  // Hydrated pages still work: client-side navigation and its title.
  await page.goto('/');
  await page.getByRole('link', { name: 'Read all reviews' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews');
  await expect(page).toHaveTitle(/^Customer Reviews \| /);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its content, title, description and canonical URL', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Power saws that cut true, shift after shift');
    const line = page.getByRole('region', { name: 'Our Manufacturing Line' });
    // docs/product/screens.md: the first three products, reversed.
    await expect(line.getByRole('heading', { level: 3 })).toHaveText([
      'Kerfline JS-90 Orbital Jig Saw',
      'Kerfline MS-305 Sliding Compound Mitre Saw',
      'Kerfline CS-185 Circular Saw',
    ]);
    await expect(page.getByRole('region', { name: 'What Our Customers Say' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    // The counters show their final figures, not the animation's start.
    await expect(page.getByTestId('counter-value')).toHaveText(['71+', '500K+', '50K+', '10K+']);
    await expect(page).toHaveTitle('Kerfline Power Saws');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${pristineURL()}/`);
    await shot(page, testInfo, 'landing-without-javascript');

    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Kerfline CCS-18 Cordless Circular Saw' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kerfline CS-185 Circular Saw' })).toBeVisible();
    await expect(page).toHaveTitle(/^Our Products \| /);

    // A shared search, filter or sort link shows its products.
    await page.goto('/products?category=jigsaws&sort=price-desc');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('jigsaws');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${pristineURL()}/products?category=jigsaws`);

    // A product page: its content, title, canonical URL and schema.org data (a ProductGroup: the saw is sold in versions).
    await page.goto('/products/kerfline-cs-185-circular-saw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kerfline CS-185 Circular Saw');
    await expect(page.getByTestId('product-specs')).toContainText('184 mm');
    await expect(page.getByText('Bevel stops are dead accurate.')).toBeVisible();
    await expect(page).toHaveTitle('Kerfline CS-185 Circular Saw | Kerfline Power Saws');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${pristineURL()}/products/kerfline-cs-185-circular-saw`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'ProductGroup', name: 'Kerfline CS-185 Circular Saw', aggregateRating: { reviewCount: 1 } });
    expect(ld.hasVariant).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ offers: expect.objectContaining({ priceCurrency: 'USD' }) })));
    await shot(page, testInfo, 'product-without-javascript');

    await page.goto('/reviews');
    await expect(page.getByText('Resawing veneers is finally easy.')).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /framers, cabinet makers/);

    await page.goto('/blogs');
    await expect(page.getByText('How does React decide when a component re-renders?')).toBeVisible();
    await expect(page.getByText(/Generating keys with Math\.random\(\) during render/)).toBeAttached();
  });
});
