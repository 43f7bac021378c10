// Journeys through every public screen of docs/product/screens.md, on a desktop and a 375 px phone.
// Expected products and reviews come from the API of the same server, so the assertions follow
// the demo data instead of copying it. That server is the untouched one (support/pristine.ts):
// other journeys add products, reviews and orders, which would change the lists and stock counts.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pristineURL } from './support/pristine';
import { shot } from './support/shots';

test.use({ baseURL: pristineURL() });

interface Money {
  amount: number;
  currency: string;
}
interface Product {
  _id: string;
  name: string;
  price: number;
  priceMoney: Money;
  priceRange?: { min: Money; max: Money };
  description: string;
  available: number;
  minOrderQuantity: number;
}
interface Review {
  _id: string;
  name: string;
  ratings: string;
  verifiedBuyer: boolean;
  product: { name: string; slug: string | null } | null;
  createdAt: string;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers 200`).toBe(true);
  return (await response.json()) as T;
}

const preview = (text: string) => (text.length > 110 ? `${text.slice(0, 110)}...` : text);
const cards = (page: Page) => page.getByTestId('product-card');
const cardNames = (page: Page) => cards(page).getByRole('heading').allTextContents();

/** Checks one product card against the product it shows (docs/product/screens.md). */
async function expectCardShows(card: Locator, product: Product) {
  await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
  // SPEC's decimal price in the exact amount's currency, as a person reads it ("$1,249.50"); "from"
  // the lowest when the product's versions differ in price (a screen reader hears the range).
  const format = (money: Money) => {
    const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currency });
    return currency.format(money.amount / 10 ** (currency.resolvedOptions().maximumFractionDigits ?? 2));
  };
  const range = product.priceRange;
  await expect(card.getByTestId('card-price')).toHaveText(
    range && range.min.amount < range.max.amount ? `from ${format(range.min)} to ${format(range.max)}, by version` : format(product.priceMoney),
  );
  await expect(card.getByRole('img', { name: product.name })).toBeVisible();
  await expect(card.getByTestId('product-description')).toHaveText(preview(product.description));
  await expect(card.getByTestId('product-available')).toHaveText(product.available.toLocaleString('en-US'));
  await expect(card.getByTestId('product-min-order')).toHaveText(product.minOrderQuantity.toLocaleString('en-US'));
  await expect(card.getByRole('link', { name: /Purchase/ })).toHaveAttribute('href', `/purchase/${product._id}`);
}

test.describe('landing page', () => {
  test('shows the banner, counters, feature pop-ups, three products reversed, reviews and footer', async ({ page, request }, testInfo) => {
    const products = await getJson<Product[]>(request, '/api/product');
    const reviews = await getJson<Review[]>(request, '/api/review');
    // The landing asks for exactly the three products it shows, never the whole catalogue.
    const productCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/product') productCalls.push(url.search);
    });
    await page.goto('/');

    // Welcome banner with the About button that links to /.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Power saws');
    await expect(page.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/');

    // Business summary: four counters that land on their final figures, and Contact Us.
    const counters = page.getByTestId('counter');
    await counters.first().scrollIntoViewIfNeeded();
    const expected = [
      ['Total Awards', '71+'],
      ['Total Deliveries', '500K+'],
      ['Happy Clients', '50K+'],
      ['Positive Feedbacks', '10K+'],
    ] as const;
    await expect(counters).toHaveCount(4);
    for (const [label, value] of expected) {
      const counter = counters.filter({ hasText: label });
      await expect(counter.getByTestId('counter-value')).toHaveText(value);
    }
    await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();

    // Product features: four cards; tapping one opens its pop-up with the descriptive text.
    const features = page.getByRole('region', { name: 'Built Into Every Saw' });
    for (const name of ['Chuck', 'Corded Saw', 'Sound Less', 'Variable Speed']) {
      await expect(features.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await features.getByRole('button', { name: /^Variable Speed/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Variable Speed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('speed dial');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await features.getByRole('button', { name: /^Chuck/ }).click();
    await expect(page.getByRole('dialog', { name: 'Chuck' })).toContainText('keyless blade chuck');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Chuck' })).toBeHidden();

    // Manufacturing line: the first three products of the list, reversed (JS-90, MS-305, CS-185).
    const landing = products.slice(0, 3).reverse();
    await expect(cards(page)).toHaveCount(3);
    expect(await cardNames(page)).toEqual(landing.map((p) => p.name));
    expect(landing.map((p) => p.name.match(/[A-Z]+-\d+/)?.[0])).toEqual(['JS-90', 'MS-305', 'CS-185']);
    for (const [i, product] of landing.entries()) await expectCardShows(cards(page).nth(i), product);
    expect(productCalls).toEqual(['?limit=3']);
    const description = await cards(page).first().getByTestId('product-description').textContent();
    expect(description).toMatch(/\.\.\.$/);
    expect(description).toHaveLength(110 + 3);

    // Reviews section: a few reviews with their stars.
    const reviewCards = page.getByTestId('review-card');
    await expect(reviewCards).toHaveCount(Math.min(3, reviews.length));
    await expect(reviewCards.first().getByRole('img', { name: `Rated ${reviews[0]!.ratings} out of 5` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read all reviews' })).toHaveAttribute('href', '/reviews');

    // Footer: the three link groups, every link pointing home.
    const footer = page.getByRole('contentinfo');
    for (const group of ['Services', 'Company', 'Legal']) {
      const nav = footer.getByRole('navigation', { name: group });
      await expect(nav.getByRole('heading', { name: group })).toBeVisible();
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(new Set(hrefs)).toEqual(new Set(['/']));
    }
    await shot(page, testInfo, 'home');
  });

  test('visitors who prefer reduced motion see the final counter values without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const values = page.getByTestId('counter-value');
    await expect(values).toHaveCount(4);
    // Read once, without waiting: the figures are final from the first render.
    expect(await values.allTextContents()).toEqual(['71+', '500K+', '50K+', '10K+']);
  });
});

test('the navigation bar reaches the public pages, through the drawer on a phone', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto('/');
  const links = ['Home', 'Blogs', 'All Products', 'Portfolio', 'Login'];
  let menu: Locator;
  if (phone) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    menu = page.locator('#mobile-drawer');
    await shot(page, testInfo, 'mobile-drawer');
  } else {
    menu = page.getByRole('navigation', { name: 'Main' });
  }
  for (const name of links) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  if (phone) await expect(page.locator('#mobile-drawer')).toHaveCount(0);
});

test('/products shows its first page of products as cards', async ({ page, request }, testInfo) => {
  const products = await getJson<Product[]>(request, '/api/product?limit=24');
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await expect(cards(page)).toHaveCount(products.length);
  expect(await cardNames(page)).toEqual(products.map((p) => p.name));
  await expectCardShows(cards(page).first(), products[0]!);
  await expectCardShows(cards(page).last(), products.at(-1)!);
  await shot(page, testInfo, 'products');
});

test("/all-product is 'Our Manufacturing Line', newest first", async ({ page, request }, testInfo) => {
  const newest = await getJson<Product[]>(request, '/api/product?sort=newest&limit=24');
  await page.goto('/all-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Manufacturing Line' })).toBeVisible();
  await expect(cards(page)).toHaveCount(newest.length);
  expect(await cardNames(page)).toEqual(newest.map((p) => p.name));
  await expectCardShows(cards(page).first(), newest[0]!);
  await shot(page, testInfo, 'all-product');
});

test('/reviews lists every review with stars and verified-buyer badges', async ({ page, request }, testInfo) => {
  const reviews = await getJson<Review[]>(request, '/api/review');
  expect(reviews.length).toBeGreaterThan(0);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Reviews' })).toBeVisible();
  const reviewCards = page.getByTestId('review-card');
  await expect(reviewCards).toHaveCount(reviews.length);
  for (const [i, review] of reviews.entries()) {
    const card = reviewCards.nth(i);
    await expect(card.getByRole('heading', { name: review.name })).toBeVisible();
    await expect(card.getByRole('img', { name: `Rated ${review.ratings} out of 5` })).toBeVisible();
    await expect(card.getByText('Verified buyer')).toHaveCount(review.verifiedBuyer ? 1 : 0);
    // Which product it is about (to its page) and the day it was posted.
    if (review.product?.slug) await expect(card.getByRole('link', { name: review.product.name })).toHaveAttribute('href', `/products/${review.product.slug}`);
    await expect(card.locator('time')).toHaveAttribute('datetime', review.createdAt);
  }
  await shot(page, testInfo, 'reviews');
});

test('a review by a verified buyer carries the badge', async ({ page }) => {
  // The demo has no paid orders, so mark the newest review as verified on its way to the page.
  await page.route(
    (url) => url.pathname === '/api/review',
    async (route) => {
      const reviews = (await (await route.fetch()).json()) as Review[];
      await route.fulfill({ json: reviews.map((r, i) => ({ ...r, verifiedBuyer: i === 0 })) });
    },
  );
  await page.goto('/reviews');
  const reviewCards = page.getByTestId('review-card');
  await expect(reviewCards.first().getByText('Verified buyer')).toBeVisible();
  await expect(page.getByText('Verified buyer')).toHaveCount(1);
});

test('a product list that fails to load says so and recovers on Try again', async ({ page }) => {
  let fail = true;
  await page.route(
    (url) => url.pathname === '/api/product',
    async (route) =>
      fail
        ? route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'The catalogue is resting' } } })
        : route.continue(),
  );
  await page.goto('/all-product');
  await expect(page.getByRole('alert')).toContainText('The catalogue is resting');
  await expect(cards(page)).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
});

test('/blogs has five question-and-answer accordions that open', async ({ page }, testInfo) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  const accordions = page.getByTestId('blog-question');
  await expect(accordions).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const accordion = accordions.nth(i);
    const answer = accordion.locator('.collapse-content');
    await expect(answer).toBeHidden();
    await accordion.locator('summary').click();
    await expect(accordion).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    expect((await answer.innerText()).length).toBeGreaterThan(300);
  }
  await expect(accordions.first().locator('summary')).toHaveText(/re-render/);
  await shot(page, testInfo, 'blogs');
});

test('/portfolio shows the profile, three project links and 14 skill tags', async ({ page }, testInfo) => {
  await page.goto('/portfolio');
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toBeVisible();
  const avatar = page.getByRole('img', { name: /^Portrait of / });
  await expect(avatar).toHaveAttribute('src', '/images/avatars/default.svg');
  await expect(page.getByRole('heading', { level: 2, name: 'Education' })).toBeVisible();
  await expect(page.getByTestId('skill-tag')).toHaveCount(14);
  const projectLinks = page.getByTestId('project-link');
  await expect(projectLinks).toHaveCount(3);
  for (const link of await projectLinks.all()) await expect(link).toHaveAttribute('href', /^\//);
  await shot(page, testInfo, 'portfolio');
});

test("an unknown route shows 'Page Not Found'", async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await shot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Power saws');
});
