// Review and catalogue journeys: a signed-in user posts a review (and markup in it stays text); an
// admin adds a product that a shopper can then order. Desktop and phone projects share one server,
// so every text a test creates carries a unique tag and no assertion assumes it is the only writer.
import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { limits } from '../packages/contract/src/limits';
import { createAccount, demo, signInViaUi, signOutViaUi, signUpViaUi } from './support/auth';
import { fillAddress } from './support/shop';
import { shot } from './support/shots';

const tag = () => crypto.randomBytes(3).toString('hex');
const reviewCard = (page: Page, text: string) => page.getByTestId('review-card').filter({ hasText: text });

/**
 * The card on /reviews with this text. The paging journey beside this one posts a long list of
 * newer reviews, which can push the card off the first page: Load more until it shows.
 */
async function reviewOnList(page: Page, text: string) {
  const card = reviewCard(page, text);
  const more = page.getByRole('button', { name: 'Load more reviews' });
  await expect(async () => {
    if ((await card.count()) === 0 && (await more.isVisible())) await more.click({ timeout: 2_000 });
    await expect(card).toHaveCount(1, { timeout: 1_000 });
  }).toPass();
  return card;
}

/** A fresh account per test: the per-user review limit and other journeys never interfere. */
async function newShopper(page: Page, name: string) {
  return signUpViaUi(page, { name });
}

async function postReview(page: Page, stars: string, text: string) {
  const form = page.getByRole('form', { name: 'Add A Review' });
  await form.getByRole('radio', { name: stars, exact: true }).check();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Thank You / For Your Comment')).toBeVisible();
}

test('a shopper posts a review and sees it on /reviews', async ({ page }, testInfo) => {
  const me = await newShopper(page, 'Rhea Reviewer');
  await page.goto('/dashboard/add-review');
  const form = page.getByRole('form', { name: 'Add A Review' });
  await expect(page.getByRole('heading', { level: 1, name: 'Add A Review' })).toBeVisible();

  // The form's own rules (docs/product/reviews.md: rating, content, 180 characters) are component
  // tests (review-form.test.tsx).
  const content = form.getByLabel('Your review');

  const text = `The TS-254 fence locks dead square every time. [${testInfo.project.name} ${tag()}]`;
  await postReview(page, '4 stars', text);
  await expect(content).toHaveValue('');
  await shot(page, testInfo, 'add-review-thanks');

  // In-app navigation: the reviews query was invalidated, so the list includes the new review.
  await form.getByRole('link', { name: 'See all reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  const card = await reviewOnList(page, text);
  // The server signed it with the account's name and the default picture.
  await expect(card.getByRole('heading', { name: me.name })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(card.locator('img[src="/images/avatars/default.svg"]')).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'add-review-on-reviews-page');
});

test('markup in a review is shown as text and runs nothing', async ({ page }, testInfo) => {
  await newShopper(page, 'Mallory <b>Markup</b>');
  await page.goto('/dashboard/add-review');
  const markup = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> ${tag()}`;
  await postReview(page, '1 star', markup);

  await page.goto('/reviews');
  const card = await reviewOnList(page, markup);
  await expect(card.getByText(markup, { exact: true })).toBeVisible();
  // The author's name is user text too.
  await expect(card.getByRole('heading', { name: 'Mallory <b>Markup</b>' })).toBeVisible();
  await expect(card.locator('img[src="x"], script')).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as { __xss?: unknown }).__xss)).toBeUndefined();
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'review-markup-as-text');
});

test('a shopper cannot open the add-product page', async ({ page }) => {
  await newShopper(page, 'Nosy Shopper');
  await page.goto('/dashboard/add-product');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Add A Product' })).toHaveCount(0);
});

test('an admin adds a product that heads /all-product and a shopper orders it', async ({ page, baseURL }, testInfo) => {
  test.slow(); // two people, two sign-ins
  await page.goto('/dashboard/add-product');
  await expect(page).toHaveURL(/\/login$/);
  await signInViaUi(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  const form = page.getByRole('form', { name: 'Add A Product' });
  const submit = form.getByRole('button', { name: 'Add Product' });
  // Every field's required message and the number inputs: add-product-page.test.tsx.

  const name = `Kerfline E2E Track Saw ${testInfo.project.name} ${tag()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('A plunge track saw for sheet goods, <b>splinter-free</b> on both sides.');
  await form.getByLabel('Price ($)').fill('329.99');
  await form.getByLabel('Available Quantity').fill('3');
  await form.getByLabel('Minimum Order Quantity').fill('4');
  await form.getByLabel('Photo URL').fill('ftp://files.example.com/track-saw.png');
  await submit.click();
  await expect(form.getByText('Minimum Order Quantity cannot exceed the Available Quantity')).toBeVisible();
  await expect(form.getByText('Photo URL must start with http:// or https://')).toBeVisible();
  // The form's own refusal says the customer's failure text too; its close button dismisses it.
  const failed = page.getByRole('alert').filter({ hasText: 'Failed To Add The Product' });
  await expect(failed).toHaveCount(1);
  // It slides in from off-screen: clicking mid-slide can miss until it closes by itself (5 s) and
  // the click then waits for a toast that is gone. Click once it has arrived (the enter class goes).
  await expect(failed).not.toHaveClass(/Toastify__bounce-enter/);
  await failed.getByRole('button', { name: 'close' }).click();
  await page.mouse.move(0, 0); // a toast under the pointer waits (pauseOnHover)
  await expect(failed).toHaveCount(0);

  // A refusal by the server shows the failure toast and keeps what was typed.
  await form.getByLabel('Available Quantity').fill('30');
  await form.getByLabel('Minimum Order Quantity').fill('2');
  await form.getByLabel('Photo URL').fill(`${baseURL}/images/products/cordless-circular-saw.svg`);
  await page.route('**/api/product', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'down' } } }), {
    times: 1,
  });
  await submit.click();
  await expect(failed).toHaveCount(1);
  await expect(form.getByLabel('Name')).toHaveValue(name);

  await submit.click();
  await expect(page.getByText('Added A New Product Successfully')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await shot(page, testInfo, 'add-product-added');

  await page.getByRole('link', { name: 'See it in All Products' }).click();
  await expect(page).toHaveURL(/\/all-product$/);
  const names = page.getByTestId('product-card').getByRole('heading');
  await expect(names.filter({ hasText: name })).toHaveCount(1);
  // Newest first: it comes before every older product (the other project may add one at the same time).
  const listed = await names.allTextContents();
  const ours = listed.indexOf(name);
  const firstOlder = listed.findIndex((n) => !n.startsWith('Kerfline E2E Track Saw'));
  expect(ours).toBeGreaterThanOrEqual(0);
  expect(ours).toBeLessThan(firstOlder);
  await shot(page, testInfo, 'add-product-all-product');
  // A shopper can buy it at once, through the purchase page (default quantity = minimum order).
  await signOutViaUi(page);
  await newShopper(page, 'Tess Tracksaw');
  await page.goto('/all-product');
  await page.getByRole('link', { name: `Purchase ${name}` }).click();
  await expect(page).toHaveURL(/\/purchase\//);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const order = page.getByRole('form', { name: 'Order' });
  await expect(order.getByLabel('Quantity')).toHaveValue('2');
  await expect(page.getByTestId('order-total')).toHaveText('$659.98');
  await fillAddress(order, { line1: '7 Kerf Lane', line2: '', city: 'Portland', postalCode: '97201', country: 'US', region: 'US-OR' });
  await order.getByLabel('Phone').fill('+1 555 0199');
  await order.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByText('Order Placed / Please Pay For Proceed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByTestId('order-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$659.98');
  await expect(row).toContainText('Pending');
  await shot(page, testInfo, 'add-product-ordered');
});

test('a review by a shopper who paid for an order is marked Verified buyer', async ({ page }, testInfo) => {
  test.slow(); // order, card payment and review in one journey
  const jigSaw = { name: 'Kerfline JS-90 Orbital Jig Saw', total: '$447.50' }; // demo product, minimum order 5
  await newShopper(page, 'Vera Verified');
  await page.goto('/products');
  await page.getByRole('link', { name: `Purchase ${jigSaw.name}` }).click();
  const order = page.getByRole('form', { name: 'Order' });
  await fillAddress(order, { line1: '3 Mortise Court', line2: '', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB' });
  await order.getByLabel('Phone').fill('+44 113 496 0000');
  await order.getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('order-row').filter({ hasText: jigSaw.name }).getByRole('link', { name: `Pay for ${jigSaw.name}` }).click();
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: `Pay ${jigSaw.total}` });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByText('Congrats! Your payment is completed.')).toBeVisible();

  // Add A Review lists what the buyer may review: the jig saw, not reviewed yet.
  await page.goto('/dashboard/add-review');
  const mayReview = page.getByTestId('reviewable-product').filter({ hasText: jigSaw.name });
  await expect(mayReview.getByText('Not reviewed yet')).toBeVisible();
  await expect(mayReview.getByRole('link', { name: `Write a review: ${jigSaw.name}` })).toBeVisible();
  await shot(page, testInfo, 'add-review-reviewable-products');

  // A review of the product itself, from its page: listed there and on /reviews, marked.
  await page.goto('/products/kerfline-js-90-orbital-jig-saw');
  await page.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-review\?product=kerfline-js-90-orbital-jig-saw$/);
  await expect(page.getByTestId('reviewed-product')).toHaveText(`Your review of ${jigSaw.name}`);
  const text = `Paid for it, and it cuts curves beautifully. [${testInfo.project.name} ${tag()}]`;
  await postReview(page, '5 stars', text);
  await page.goto('/products/kerfline-js-90-orbital-jig-saw');
  const onProduct = page.getByTestId('product-reviews').getByTestId('review-card').filter({ hasText: text });
  await expect(onProduct.getByText('Verified buyer')).toBeVisible();
  await onProduct.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'product-review-verified-buyer');
  await page.goto('/reviews');
  const verified = await reviewOnList(page, text);
  await expect(verified.getByText('Verified buyer')).toBeVisible();
  await verified.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'review-verified-buyer');

  // One review per buyer: the product page now offers to edit it, and the form edits it in place.
  await page.goto('/products/kerfline-js-90-orbital-jig-saw');
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit your review' }).click();
  const form = page.getByRole('form', { name: 'Add A Review' });
  await expect(form.getByLabel('Your review')).toHaveValue(text);
  await expect(form.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
  await shot(page, testInfo, 'product-review-edit');
  const edited = `After a month: still smooth, a little loud. [${testInfo.project.name} ${tag()}]`;
  await form.getByRole('radio', { name: '4 stars', exact: true }).check();
  await form.getByLabel('Your review').fill(edited);
  await form.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Your review is updated')).toBeVisible();
  await page.goto('/products/kerfline-js-90-orbital-jig-saw');
  // Edited in place: the new text in one card, the old one gone (the other screen size's journey
  // has a Vera Verified of its own on this page, so the cards are told apart by their text).
  const productReviews = page.getByTestId('product-reviews').getByTestId('review-card');
  await expect(productReviews.filter({ hasText: edited })).toHaveCount(1);
  await expect(productReviews.filter({ hasText: text })).toHaveCount(0);
  await page.goto('/dashboard/add-review');
  await expect(mayReview.getByText('You rated it 4 out of 5')).toBeVisible();
  await expect(mayReview.getByRole('link', { name: `Edit your review: ${jigSaw.name}` })).toBeVisible();
});

test('a shopper who has not paid for a product is told before typing that only its buyers review it', async ({ page }, testInfo) => {
  const mitreSaw = 'Kerfline MS-305 Sliding Compound Mitre Saw';
  // A visitor reads the rule and is offered to sign in.
  await page.goto('/products/kerfline-ms-305-sliding-compound-mitre-saw');
  const rule = page.getByTestId('product-reviews').getByTestId('review-who-may');
  await expect(rule).toContainText('Customers with a paid order of this product can review it.');
  await expect(rule.getByRole('link', { name: 'Bought it? Sign in to review it' })).toBeVisible();
  await newShopper(page, 'Nora Notbought');
  // Signed in without an order of it: the rule, and no way to write one.
  await page.goto('/products/kerfline-ms-305-sliding-compound-mitre-saw');
  await expect(rule).toContainText('Customers with a paid order of this product can review it.');
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);
  await expect(rule.getByRole('link')).toHaveCount(0);
  await rule.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'product-review-who-may');
  // Its review form, opened by its address, says so instead of taking text it would refuse.
  await page.goto('/dashboard/add-review?product=kerfline-ms-305-sliding-compound-mitre-saw');
  const refused = page.getByTestId('review-not-buyer');
  await expect(refused).toContainText('Only a customer with a paid order of this product can review it');
  await expect(refused).toContainText(`You have no paid order of ${mitreSaw} yet.`);
  await expect(page.getByRole('form', { name: 'Add A Review' })).toHaveCount(0);
  await shot(page, testInfo, 'product-review-refused');
  // The review of the store stays open to everyone signed in (the original app's Add A Review).
  await refused.getByRole('link', { name: 'Review the store instead' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-review$/);
  await expect(page.getByTestId('reviewable-products')).toContainText('Once an order of yours is paid, its products show here for you to review.');
  await postReview(page, '4 stars', `Quick answers from support. [${testInfo.project.name} ${tag()}]`);
});

test('/reviews shows a page of reviews and Load more brings the older ones', async ({ page, request }, testInfo) => {
  // 27 reviews newer than any other (three accounts' worth of the per-user limit each, nine accounts).
  const run = tag();
  const texts: string[] = [];
  for (let a = 0; a < 9; a++) {
    const author = await createAccount(request, `Pager ${a}`);
    for (let r = 0; r < 3; r++) {
      const text = `Review ${texts.length + 1} of a long list [${testInfo.project.name} ${run}]`;
      const res = await request.post('/api/review', { data: { ratings: '5', reviewContent: text }, headers: { authorization: `Bearer ${author.token}` } });
      expect(res.status(), await res.text()).toBe(201);
      texts.push(text);
    }
  }
  await page.goto('/reviews');
  const cards = page.getByTestId('review-card');
  await expect(cards).toHaveCount(limits.reviewPageSize);
  // Newest first: the last one posted comes before the one posted just before it (journeys running
  // beside this one may post newer reviews, so not necessarily first of all); the first three
  // posted wait on the next page.
  await expect(reviewCard(page, texts.at(-1)!)).toHaveCount(1);
  const onPage = await cards.allTextContents();
  const at = (text: string) => onPage.findIndex((card) => card.includes(text));
  expect(at(texts.at(-1)!)).toBeLessThan(at(texts.at(-2)!));
  expect(at(texts.at(-2)!)).toBeGreaterThan(-1);
  await expect(reviewCard(page, texts[0]!)).toHaveCount(0);
  const more = page.getByRole('button', { name: 'Load more reviews' });
  await more.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'reviews-load-more');
  await more.click();
  await expect(reviewCard(page, texts[0]!)).toHaveCount(1);
  expect(await cards.count()).toBeGreaterThan(limits.reviewPageSize);
  await reviewCard(page, texts[0]!).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'reviews-second-page');
});
