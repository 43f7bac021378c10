// The legal pages: anyone reads them (cacheable), an unknown page is a 404, only an admin edits
// them, and each edit bumps the version and is in the audit trail with before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, errorBodySchema, legalLimits, legalPageListSchema, legalPageSchema, legalPageSlugs } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { demoLegalPages, loadDemoLegalPages } from '../../db/demo-legal-pages';
import { currentTermsVersion } from './index';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
  shopper = await createUser(t);
});
afterAll(() => t.close());

const put = (slug: string, payload: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/legal/${slug}`, headers, payload });

describe('before anything is written', () => {
  it('a page is not found, the list is empty and the terms have version 0', async () => {
    const res = await t.app.inject({ url: '/api/legal/terms' });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('not_found');
    expect((await t.app.inject({ url: '/api/legal' })).json()).toEqual([]);
    expect(await currentTermsVersion(t.db)).toBe(0);
  });
});

describe('reading', () => {
  beforeAll(async () => {
    await loadDemoLegalPages(t.db);
    // A second load keeps what is there.
    await loadDemoLegalPages(t.db);
  });

  it('serves each demo page to anyone, cacheable, as version 1', async () => {
    for (const demo of demoLegalPages) {
      const res = await t.app.inject({ url: `/api/legal/${demo.slug}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const page = legalPageSchema.parse(res.json());
      expect(page).toMatchObject({ slug: demo.slug, title: demo.title, body: demo.body, version: 1 });
    }
    const terms = legalPageSchema.parse((await t.app.inject({ url: '/api/legal/terms' })).json());
    expect(terms.body).toContain('## 4. Taxes and duties');
    const returns = legalPageSchema.parse((await t.app.inject({ url: '/api/legal/shipping-returns' })).json());
    expect(returns.body).toContain('within 14 days without giving any reason');
    expect(returns.body).toContain('## Model withdrawal form');
  });

  it('lists the four pages without their text', async () => {
    const res = await t.app.inject({ url: '/api/legal' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const list = legalPageListSchema.parse(res.json());
    expect(list.map((p) => p.slug).sort()).toEqual([...legalPageSlugs].sort());
    expect(list.every((p) => p.version === 1 && !('body' in p))).toBe(true);
  });

  it('an unknown page is a 404 in the one error shape; a slug with a control character a 400', async () => {
    for (const url of ['/api/legal/cookies', '/api/legal/TERMS', '/api/legal/terms%20']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(res.json()).error).toMatchObject({ code: 'not_found', message: 'There is no such legal page' });
    }
    const bad = await t.app.inject({ url: '/api/legal/ter%00ms' });
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).error.code).toBe('bad_request');
  });
});

describe('editing', () => {
  const edit = { title: 'Terms and Conditions', body: '## 1. Scope\n\nThese terms apply to every order.\n\n## 2. Prices\n\nPrices include VAT where shown.' };

  it('needs an admin: 401 without a session, 403 for a shopper, and nothing changes', async () => {
    const anonymous = await put('terms', edit, {});
    expect(anonymous.statusCode).toBe(401);
    expect(errorBodySchema.parse(anonymous.json()).error.code).toBe('unauthorized');
    const user = await put('terms', edit, shopper.auth);
    expect(user.statusCode).toBe(403);
    expect(errorBodySchema.parse(user.json()).error.code).toBe('forbidden');
    expect(legalPageSchema.parse((await t.app.inject({ url: '/api/legal/terms' })).json()).version).toBe(1);
  });

  it('replaces title and text, bumps the version each time, and is recorded with before and after', async () => {
    const first = await put('terms', edit);
    expect(first.statusCode, first.body).toBe(200);
    expect(legalPageSchema.parse(first.json())).toMatchObject({ slug: 'terms', title: edit.title, body: edit.body, version: 2 });
    expect(await currentTermsVersion(t.db)).toBe(2);

    const second = await put('terms', { title: '  Terms of Sale  ', body: edit.body });
    expect(legalPageSchema.parse(second.json())).toMatchObject({ title: 'Terms of Sale', version: 3 });
    const read = legalPageSchema.parse((await t.app.inject({ url: '/api/legal/terms' })).json());
    expect(read).toMatchObject({ title: 'Terms of Sale', body: edit.body, version: 3 });
    expect(await currentTermsVersion(t.db)).toBe(3);
    // Other pages keep their version.
    expect(legalPageSchema.parse((await t.app.inject({ url: '/api/legal/privacy' })).json()).version).toBe(1);

    const trail = auditPageSchema.parse((await t.app.inject({ url: '/api/admin/audit?action=legal.update', headers: admin.auth })).json());
    expect(trail.data.map((e) => [e.entityType, e.entityId, e.before?.version, e.after?.version])).toEqual([
      ['legal_page', 'terms', 2, 3],
      ['legal_page', 'terms', 1, 2],
    ]);
    expect(trail.data[1]).toMatchObject({
      actorEmail: admin.email,
      before: { title: 'Terms and Conditions', body: demoLegalPages[0]!.body },
      after: { title: edit.title, body: edit.body },
    });
  });

  it('400 for an empty or too long title or text, a title with a line break, or a missing field; nothing changes', async () => {
    const cases: [object, string][] = [
      [{ title: '', body: 'Text' }, 'title'],
      [{ title: '   ', body: 'Text' }, 'title'],
      [{ title: 'Terms\nof sale', body: 'Text' }, 'title'],
      [{ title: 'x'.repeat(legalLimits.titleMaxLength + 1), body: 'Text' }, 'title'],
      [{ title: 'Terms', body: '' }, 'body'],
      [{ title: 'Terms', body: ' \n\n ' }, 'body'],
      [{ title: 'Terms', body: 'x'.repeat(legalLimits.bodyMaxLength + 1) }, 'body'],
      [{ title: 'Terms', body: 'Nul\u0000byte' }, 'body'],
      [{ title: 'Terms' }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await put('privacy', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.fields).toHaveProperty(field);
    }
    expect(legalPageSchema.parse((await t.app.inject({ url: '/api/legal/privacy' })).json()).version).toBe(1);
  });

  it('two saves at once make two versions, one after the other', async () => {
    const before = legalPageSchema.parse((await t.app.inject({ url: '/api/legal/shipping-returns' })).json()).version;
    const [a, b] = await Promise.all([put('shipping-returns', { title: 'Shipping and Returns', body: 'First' }), put('shipping-returns', { title: 'Shipping and Returns', body: 'Second' })]);
    const versions = [a, b].map((res) => legalPageSchema.parse(res.json()).version).sort();
    expect(versions).toEqual([before + 1, before + 2]);
  });

  it('an unknown page cannot be edited: 404', async () => {
    const res = await put('cookies', edit);
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('not_found');
  });

  it('keeps line breaks, paragraphs and long texts as written', async () => {
    const body = `## Seller\n\nKerfline Tools Inc.\n100 Sawmill Road\n\n${'A long paragraph. '.repeat(2000).trim()}`;
    const res = await put('imprint', { title: 'Imprint', body });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(legalPageSchema.parse((await t.app.inject({ url: '/api/legal/imprint' })).json()).body).toBe(body);
  });
});
