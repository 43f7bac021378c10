// A visitor moves to their own market with the header's selector: the same product page under
// /de-de, in German, in euros with VAT; then to its English version (/en-de) through the
// selector's languages: the 230 V version (the 120 V one is not sold there), hydrated without a
// currency change; the cart in euros too. Reads the pristine store (a visitor's cart writes nothing).
import { expect, test } from '@playwright/test';
import { hydrated, watchConsole } from './support/hydration';
import { overflowOf } from './support/layout';
import { pristineURL } from './support/pristine';
import { shot } from './support/shots';
import { demoTranslations } from '../apps/server/src/db/demo-translations/index';

test.use({ baseURL: pristineURL() });

const slug = 'kerfline-cs-185-circular-saw';
const name = 'Kerfline CS-185 Circular Saw';
const german = demoTranslations.de.products[name]!;

test('a visitor picks Germany in the header (German pages), switches to English and shops in euros with VAT under /en-de', async ({ page }, testInfo) => {
  const problems = watchConsole(page);
  await page.goto(`/products/${slug}`);
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(/^\$[\d,]+\.\d\d$/);

  // The selector names the country and currency; Germany is one of its countries.
  const selector = page.locator('summary', { hasText: 'US' });
  await expect(selector).toHaveAccessibleName('US · USD (United States, prices in USD): change country');
  await selector.click();
  await expect(page.getByRole('link', { name: 'Germany EUR' })).toBeVisible();
  await shot(page, testInfo, 'market-pages-selector-open');
  await page.getByRole('link', { name: 'Germany EUR' }).click();

  // Germany's pages open in German: the product at its German slug (the English one moves there), prices as Germans write them.
  await expect(page).toHaveURL(new RegExp(`/de-de/products/${german.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(price).toHaveText(/^[\d.]+,\d\d\s€\s*inkl\. MwSt\.$/);
  await expect(page.getByRole('button', { name: `In den Warenkorb: ${german.name}` })).toBeVisible();
  // The market offers English too: the selector lists its languages, each in its own words.
  await page.locator('summary', { hasText: 'DE' }).click();
  await expect(page.getByRole('link', { name: 'Deutsch', exact: true })).toHaveAttribute('aria-current', 'true');
  await shot(page, testInfo, 'market-pages-germany-languages');
  await page.getByRole('link', { name: 'English', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/en-de/products/${slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(price).toHaveText(/^€[\d,]+\.\d\d incl\. VAT$/);
  const euros = (await price.textContent())!;
  // Hydration keeps the server's euros (the browser asks for the same market's prices).
  const add = page.getByRole('button', { name: `Add to cart: ${name}` });
  await expect.poll(() => hydrated(add)).toBe(true);
  await expect(price).toHaveText(euros);
  // The 120 V saw is not sold in the Euro area: the page shows 230 V and cannot choose 120 V.
  await expect(page.getByRole('radio', { name: /^120 V/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '230 V' })).toBeChecked();
  await expect(page.locator('summary', { hasText: 'DE' })).toHaveAccessibleName('DE · EUR (Germany, prices in EUR): change country');
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, 'market-pages-germany-product');

  // Into the cart: the links keep the market; the cart totals in euros.
  await add.click();
  await page.getByRole('link', { name: `In cart · View cart: ${name}` }).click();
  await expect(page).toHaveURL(/\/en-de\/cart$/);
  await expect(page.getByTestId('cart-total')).toHaveText(/^€[\d,]+\.\d\d$/);
  await expect(page.getByText('incl. VAT')).toBeVisible();
  await shot(page, testInfo, 'market-pages-germany-cart');

  // Home in the market is /en-de; back to the United States through the selector.
  await page.getByRole('link', { name: 'Kerfline', exact: true }).click();
  await expect(page).toHaveURL(/\/en-de$/);
  await page.locator('summary', { hasText: 'DE' }).click();
  await page.getByRole('link', { name: 'United States USD' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('summary', { hasText: 'US' })).toHaveAccessibleName('US · USD (United States, prices in USD): change country');
  expect(problems).toEqual([]);
});
