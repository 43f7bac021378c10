// Legal pages (/legal/{slug}) as a search engine or a phone without JavaScript gets them: rendered
// on the server with their title, version and text as headings and paragraphs, their own tab title
// and canonical URL; an unknown slug or a page not written yet is Page Not Found with status 404;
// the owner's text is never markup; an edit reaches the rendered page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { webEntry } from '../../../test/web-entry';
import { loadDemoLegalPages } from '../../db/demo-legal-pages';

let t: TestApp;
let admin: TestUser;
let web: Awaited<ReturnType<typeof webEntry>>;
const origin = 'https://shop.example.com';
beforeAll(async () => {
  web = await webEntry();
  // No page cache to wait out: each request past due renders again (an edit shows at once).
  t = await createTestApp({ env: { WEB_DIST: web.webDist, PUBLIC_URL: origin, PRODUCT_CACHE_TTL_MS: '0' }, pageRenderer: web.renderer });
  admin = await createUser(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const notFoundPage = (res: { statusCode: number; body: string }, url: string) => {
  expect(res.statusCode, url).toBe(404);
  expect(res.body, url).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
};

describe('a legal page rendered on the server', () => {
  it('a page not written yet is Page Not Found with status 404', async () => {
    notFoundPage(await get('/legal/imprint'), '/legal/imprint');
  });

  it('shows the title, version, headings and paragraphs, with its own tab title and canonical URL', async () => {
    await loadDemoLegalPages(t.db);
    const res = await get('/legal/shipping-returns');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<h1[^>]*>Shipping and Returns<\/h1>/);
    expect(res.body).toMatch(/Version 1, last updated <time/);
    expect(res.body).toMatch(/<h2[^>]*>Right of withdrawal \(consumers in the EU and the UK\)<\/h2>/);
    expect(res.body).toMatch(/<h2[^>]*>Model withdrawal form<\/h2>/);
    expect(res.body).toContain('within 14 days without giving any reason');
    expect(res.body).toContain('<title>Shipping and Returns | Kerfline Power Saws</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/legal/shipping-returns" />`);
    expect(res.body).not.toContain('noindex');
  });

  it('an unknown slug is Page Not Found with status 404', async () => {
    for (const url of ['/legal/cookies', '/legal/TERMS']) notFoundPage(await get(url), url);
  });

  it("shows the owner's edit, with angle brackets as text, never as markup", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/legal/terms',
      headers: admin.auth,
      payload: { title: 'Terms of Sale', body: '## Scope\n\nThese terms <script>alert(1)</script> apply.\nLine two.' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await expect.poll(async () => (await get('/legal/terms')).body, { timeout: 10_000 }).toMatch(/<h1[^>]*>Terms of Sale<\/h1>/);
    const res = await get('/legal/terms');
    expect(res.body).toMatch(/Version 2, last updated/);
    expect(res.body).toContain('These terms &lt;script&gt;alert(1)&lt;/script&gt; apply.\nLine two.');
    expect(res.body).not.toContain('<script>alert(1)');
  });
});
