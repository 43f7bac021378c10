// A shopper's whole path in German and in Japanese, on a phone: the market's pages in its language,
// sign-in, a product added to the cart, checkout with an address of the country, payment and the
// order, every word on the way the language's (docs/product/markets.md, "Languages"). The texts are
// read from the catalogues the build compiles, so a journey fails on a screen still in English.
import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createAccount } from './support/auth';
import { overflowOf } from './support/layout';
import { shot } from './support/shots';
import { demoTranslations } from '../apps/server/src/db/demo-translations/index';

/** English → `language`'s text, from its catalogue; a missing translation fails the journey. */
function catalogue(language: string): (english: string, values?: Record<string, string>) => string {
  const po = fs.readFileSync(new URL(`../apps/web/src/locales/${language}/messages.po`, import.meta.url), 'utf8');
  const texts = new Map<string, string>();
  for (const m of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) texts.set(JSON.parse(`"${m[1]}"`) as string, JSON.parse(`"${m[2]}"`) as string);
  return (english, values = {}) => {
    const text = texts.get(english);
    if (!text) throw new Error(`the ${language} catalogue has no translation of "${english}"`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escape(text)}`);

interface Path {
  language: string;
  prefix: string;
  /** The demo product's English name: the journey looks for it as the language names it. */
  product: string;
  phone: string;
  address: { country: string; region?: string; line1: string; city: string; postalCode: string };
  /** How the market writes a price: `1.234,56 €`, `￥12,340`. */
  price: RegExp;
  /** The menu's link home, as the language says it (written here, not read from the catalogue). */
  ownWord: string;
}

async function walk(page: Page, testInfo: TestInfo, p: Path) {
  const t = catalogue(p.language);
  const name = `languages-${p.prefix.slice(1)}`;
  const product = demoTranslations[p.language as 'de' | 'ja'].products[p.product]!;
  const account = await createAccount(page.request, `Shopper ${p.language}`);

  // The market's landing page, in its language from the first byte.
  await page.goto(p.prefix);
  await expect(page.locator('html')).toHaveAttribute('lang', p.language);
  await expect(page.getByRole('navigation', { name: t('Main') })).toBeAttached();
  await page.getByRole('button', { name: t('Open menu') }).click();
  await expect(page.getByRole('link', { name: p.ownWord, exact: true })).toBeVisible();
  await shot(page, testInfo, `${name}-landing`);

  // Signing in on the language's login page.
  await page.goto(`${p.prefix}/login`);
  const login = page.getByRole('form', { name: t('Login') });
  await login.getByLabel(t('Email')).fill(account.email);
  await login.getByLabel(t('Password')).fill('e2e-password-1');
  await login.getByRole('button', { name: t('Login') }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The product, priced in the market's currency as the language writes it, into the cart.
  await page.goto(`${p.prefix}/products`);
  // The shop names it in the language, and its page is at its slug in the language.
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`${p.prefix}/products/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(product.description.slice(0, 40))).toBeVisible();
  // The price with the market's tax note in the language ("inkl. MwSt.", "税込").
  await expect(page.getByTestId('product-price')).toHaveText(new RegExp(`^${p.price.source.slice(1, -1)}\\s*${escape(t('incl. VAT'))}$`));
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, `${name}-product`);
  await page.getByRole('button', { name: startingWith(t('Add to cart')) }).click();
  await expect(page.getByRole('link', { name: startingWith(t('In cart · View cart')) })).toBeVisible();

  // The cart, then checkout with an address in the country.
  await page.goto(`${p.prefix}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: t('Your cart') })).toBeVisible();
  await shot(page, testInfo, `${name}-cart`);
  await page.getByRole('link', { name: t('Checkout') }).first().click();
  const form = page.getByRole('form', { name: t('Checkout') });
  await form.getByLabel(t('Phone')).fill(p.phone);
  await form.getByLabel(t('Country'), { exact: true }).selectOption(p.address.country);
  if (p.address.region) await form.getByLabel(t('Prefecture')).selectOption(p.address.region);
  await form.getByLabel(t('Address line 1')).fill(p.address.line1);
  await form.getByLabel(t('City')).fill(p.address.city);
  await form.getByLabel(t('Postal code')).fill(p.address.postalCode);
  await expect(page.getByTestId('checkout-total')).toHaveText(p.price);
  await form.getByRole('checkbox', { name: new RegExp(escape(t('Terms and Conditions'))) }).check();
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, `${name}-checkout`);
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await form.getByRole('button', { name: t('Place order') }).click();

  // Payment by card, then the order with its total and invoice.
  await expect(page).toHaveURL(new RegExp(`^[^?]*${p.prefix}/dashboard/payment/[^/]+$`));
  const card = page.getByRole('form', { name: t('Card payment') });
  await card.getByLabel(t('Card number')).fill('4242 4242 4242 4242');
  await card.getByLabel(t('Expiry (MM/YY)')).fill('12 / 34');
  await card.getByLabel(t('CVC')).fill('123');
  await shot(page, testInfo, `${name}-payment`);
  await card.getByRole('button', { name: t('Pay {amountLabel}', { amountLabel: total }) }).click();
  await expect(page.getByText(t('Congrats! Your payment is completed.'))).toBeVisible();
  await page.getByRole('link', { name: t('View the order') }).click();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  expect((await overflowOf(page.locator('body'))).x).toBe(0);
  await shot(page, testInfo, `${name}-order`);
}

test('a shopper in Germany buys in German: 1.234,56 € with VAT, a German address, paid by card', async ({ page }, testInfo) => {
  await walk(page, testInfo, {
    language: 'de',
    prefix: '/de-de',
    product: 'Kerfline CS-185 Circular Saw',
    phone: '+49 30 1234567',
    address: { country: 'DE', line1: 'Sägewerkstraße 4', city: 'Berlin', postalCode: '10115' },
    price: /^[\d.]+,\d\d\s€$/,
    ownWord: 'Startseite',
  });
});

test('a shopper in Japan buys in Japanese: whole yen, tax included, a Tokyo address, paid by card', async ({ page }, testInfo) => {
  await walk(page, testInfo, {
    language: 'ja',
    prefix: '/ja-jp',
    product: 'Kerfline JS-90 Orbital Jig Saw',
    phone: '+81 3 1234 5678',
    address: { country: 'JP', region: 'JP-13', line1: '1-2-3 Marunouchi', city: 'Chiyoda-ku', postalCode: '100-0005' },
    price: /^[￥¥][\d,]+$/,
    ownWord: 'ホーム',
  });
});
