// Product pages (/products/{slug}) as a search engine or a phone without JavaScript gets them:
// rendered on the server with gallery, specifications, stock and reviews, their own title and
// canonical URL, schema.org Product JSON-LD; an unknown slug is Page Not Found with status 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../../test/order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/users';
import { webEntry } from '../../../test/web-entry';

interface ApiProduct {
  priceMoney: { amount: number; currency: string };
  _id: string;
  name: string;
  slug: string;
  images: string[];
  price: number;
  available: number;
  minOrderQuantity: number;
  description: string;
}

let t: TestApp;
let web: Awaited<ReturnType<typeof webEntry>>;
const origin = 'https://shop.example.com';
beforeAll(async () => {
  web = await webEntry();
  t = await createTestApp({ seed: true, env: { WEB_DIST: web.webDist, PUBLIC_URL: origin, REVIEW_RATE_LIMIT_PER_MINUTE: '1000' }, pageRenderer: web.renderer });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const productNamed = async (name: string) =>
  (await get(`/api/product?q=${encodeURIComponent(name)}&limit=100`)).json<ApiProduct[]>().find((p) => p.name === name)!;
/** The page's JSON-LD blocks, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

describe('a product page', () => {
  it('has the gallery, full description, specifications, price, stock, minimum order, Purchase and its reviews', async () => {
    const product = await productNamed('Kerfline CS-185 Circular Saw');
    const res = await get(`/products/${product.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    // Every picture of the gallery, as the large one or a thumbnail.
    expect(product.images.length).toBeGreaterThan(1);
    for (const src of product.images) expect(html).toContain(`src="${src}"`);
    const page = text(html);
    expect(page).toContain(product.description);
    expect(page).toMatch(/Power 1,800 W/);
    expect(page).toMatch(/Blade diameter 184 mm/);
    expect(page).toMatch(/No-load speed 5,800 rpm/);
    expect(page).toMatch(/Bevel range 0–56°/);
    expect(page).toMatch(/Weight 4.9 kg/);
    expect(product.priceMoney).toEqual({ amount: 12_999, currency: 'USD' });
    expect(page).toContain('$129.99');
    expect(page).toContain('In stock');
    // It is sold in versions: Purchase takes the one shown (the default, 120 V with a US plug).
    expect(html).toContain(`href="/purchase/${product._id}?variant=KERFLINE-CS-185-CIRCULAR-SAW"`);
    expect(page).toMatch(/Voltage ?: 120 V 120 V 230 V Plug ?: US US EU \( unavailable \) UK \( unavailable \)/);
    expect(page).toMatch(/Voltage 120 V Plug US SKU KERFLINE-CS-185-CIRCULAR-SAW/);
    // The demo review of this saw, with the average and count.
    expect(page).toContain('Reviews of this product');
    expect(page).toContain('Bevel stops are dead accurate.');
    expect(page).toMatch(/5\.0 out of 5 · 1 review/);
    expect(html).toContain(`<title>${product.name} | Kerfline Power Saws</title>`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/products/${product.slug}" />`);
  });

  it('carries schema.org ProductGroup JSON-LD: name, images, description, rating, and each version with its SKU, price, currency and availability', async () => {
    const product = await productNamed('Kerfline CS-185 Circular Saw');
    const [ld, ...more] = jsonLd((await get(`/products/${product.slug}`)).body);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: product.name,
      description: product.description,
      image: product.images.map((src) => `${origin}${src}`),
      variesBy: ['Voltage', 'Plug'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 },
    });
    const versions = ld!.hasVariant as { sku: string; url: string; offers: Record<string, string> }[];
    expect(versions.map((v) => [v.sku, v.offers.price, v.offers.priceCurrency, v.offers.availability])).toEqual([
      ['KERFLINE-CS-185-CIRCULAR-SAW', '129.99', 'USD', 'https://schema.org/InStock'],
      ['KERFLINE-CS-185-CIRCULAR-SAW-230V-EU', '139.99', 'USD', 'https://schema.org/InStock'],
      ['KERFLINE-CS-185-CIRCULAR-SAW-230V-UK', '139.99', 'USD', 'https://schema.org/InStock'],
    ]);
    expect(versions[1]!.url).toBe(`${origin}/products/${product.slug}?variant=KERFLINE-CS-185-CIRCULAR-SAW-230V-EU`);
  });

  it("renders the version its URL names, in any case, under the product page's one canonical URL", async () => {
    const product = await productNamed('Kerfline CS-185 Circular Saw');
    const res = await get(`/products/${product.slug}?variant=kerfline-cs-185-circular-saw-230v-uk&utm_source=mail`);
    expect(res.statusCode).toBe(200);
    const page = text(res.body);
    expect(page).toContain('$139.99');
    expect(page).toMatch(/Plug ?: UK/);
    const radios = res.body.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios.filter((r) => r.includes('checked')).map((r) => /value="([^"]*)"/.exec(r)?.[1])).toEqual(['230 V', 'UK']);
    expect(res.body).toContain(`href="/purchase/${product._id}?variant=KERFLINE-CS-185-CIRCULAR-SAW-230V-UK"`);
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/products/${product.slug}" />`);
    // A SKU it does not sell: the default version.
    expect(text((await get(`/products/${product.slug}?variant=NO-SUCH`)).body)).toMatch(/Plug ?: US/);
  });

  it('a product without reviews has no aggregateRating; a sold-out one says Out of stock', async () => {
    const list = (await get('/api/product?limit=100')).json<ApiProduct[]>();
    const soldOut = list.find((p) => p.available === 0)!;
    const html = (await get(`/products/${soldOut.slug}`)).body;
    expect(text(html)).toContain('Out of stock');
    expect(text(html)).toContain('No reviews of this product yet.');
    const [ld] = jsonLd(html);
    expect(ld!.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(ld).not.toHaveProperty('aggregateRating');
    const few = list.find((p) => p.available >= p.minOrderQuantity && p.available <= 10);
    if (few) expect(text((await get(`/products/${few.slug}`)).body)).toContain(`Only ${few.available} left`);
  });

  it('an unknown slug is Page Not Found with status 404, never indexed', async () => {
    for (const url of ['/products/no-such-saw', '/products/Not_A_Slug', '/products/no-such-saw/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body, url).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLd(res.body), url).toEqual([]);
    }
  });

  it('data that looks like markup cannot close the JSON-LD block', async () => {
    const admin = await createUser(t, { admin: true });
    const name = 'Saw </script><script>alert(1)</script>';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.auth,
      payload: { name, slug: 'markup-saw', description: '<!-- & -->', price: 1, available: 1, minOrderQuantity: 1, img: 'https://example.com/x.png' },
    });
    expect(created.statusCode).toBe(201);
    const html = (await get('/products/markup-saw')).body;
    expect(html).not.toContain('<script>alert(1)');
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!;
    expect(block).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(block)).toMatchObject({ name, description: '<!-- & -->' });
  });

  it("a verified buyer's review reaches the cached product page and its rating", async () => {
    const product = await productNamed('Kerfline JS-90 Orbital Jig Saw');
    const url = `/products/${product.slug}`;
    expect(jsonLd((await get(url)).body)[0]!.aggregateRating).toMatchObject({ reviewCount: 1, ratingValue: 4 });
    const buyer = await createUser(t, { name: 'Bea Buyer' });
    await insertOrder(t, buyer, product._id);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: buyer.auth,
      payload: { ratings: '1', reviewContent: 'Blade wandered on my first cut.', productId: product._id },
    });
    expect(posted.statusCode).toBe(201);
    await expect.poll(async () => text((await get(url)).body)).toContain('Blade wandered on my first cut.');
    const html = (await get(url)).body;
    expect(text(html)).toMatch(/2\.5 out of 5 · 2 reviews/);
    expect(jsonLd(html)[0]!.aggregateRating).toMatchObject({ reviewCount: 2, ratingValue: 2.5 });
  });
});
