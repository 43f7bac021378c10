// The owner's page texts: anyone reads a page's in a language (the owner's English where that
// language has none), only an admin writes or removes them, every write is audited, and a
// server-rendered page shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, errorBodySchema, outdatedPageTexts, pageTextEntryListSchema, pageTextKeys, pageTextsSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
  shopper = await createUser(t);
});
afterAll(() => t.close());

const put = (language: string, key: string, payload: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/page-texts/${language}/${key}`, headers, payload });
const del = (language: string, key: string, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/page-texts/${language}/${key}`, headers });
const read = async (page: string, lang?: string) => {
  const res = await t.app.inject({ url: `/api/page-texts/${page}${lang ? `?lang=${lang}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return pageTextsSchema.parse(res.json());
};

describe('page texts', () => {
  it('are none until the owner writes one: every page shows its own', async () => {
    const res = await t.app.inject({ url: '/api/page-texts/landing?lang=de' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ page: 'landing', language: 'de', texts: {} });
    expect((await read('blog')).texts).toEqual({});
  });

  it("read in the language asked for, else the owner's English; a page carries only its own keys", async () => {
    expect((await put('en', 'landing.title', { text: '  Saws for every cut  ' })).statusCode).toBe(200);
    const german = await put('de', 'landing.title', { text: 'Sägen für jeden Schnitt' });
    expect(german.json()).toMatchObject({ key: 'landing.title', language: 'de', text: 'Sägen für jeden Schnitt' });
    expect((await put('en', 'blog.intro', { text: 'What our saw team is asked.\n\n- One\n- Two' })).statusCode).toBe(200);

    expect((await read('landing', 'de')).texts).toEqual({ 'landing.title': 'Sägen für jeden Schnitt' });
    // French has none of its own: the owner's English (trimmed), not the store's old translation.
    expect((await read('landing', 'fr')).texts).toEqual({ 'landing.title': 'Saws for every cut' });
    // The landing page's read carries no blog key, and the blog's no landing key.
    expect((await read('landing')).texts).toEqual({ 'landing.title': 'Saws for every cut' });
    expect((await read('blog', 'ja')).texts).toEqual({ 'blog.intro': 'What our saw team is asked.\n\n- One\n- Two' });
    expect(Object.keys((await read('landing', 'de')).texts).every((key) => (pageTextKeys.landing as readonly string[]).includes(key))).toBe(true);
  });

  it('refuses a language the store does not speak, an unknown page or key, and an empty or control-character text', async () => {
    const sv = await t.app.inject({ url: '/api/page-texts/landing?lang=sv' });
    expect(sv.statusCode).toBe(400);
    expect(errorBodySchema.parse(sv.json()).error.code).toBe('bad_request');
    // An unknown page is a 404, as an unknown legal page is; a name with a control character a 400.
    for (const url of ['/api/page-texts/checkout', '/api/page-texts/LANDING', '/api/page-texts/checkout?lang=sv']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(errorBodySchema.parse(res.json()).error).toMatchObject({ code: 'not_found', message: 'There is no such page' });
    }
    expect((await t.app.inject({ url: '/api/page-texts/land%00ing' })).statusCode).toBe(400);
    expect((await put('sv', 'landing.title', { text: 'x' })).statusCode).toBe(400);
    const unknown = await put('de', 'landing.nothing', { text: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.message).toBe('There is no such page text');
    const empty = await put('de', 'landing.intro', { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorBodySchema.parse(empty.json()).error.fields).toMatchObject({ text: 'Text is required' });
    expect((await put('de', 'landing.intro', { text: 'a\u0000b' })).statusCode).toBe(400);
    expect((await put('de', 'landing.intro', { text: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await read('landing', 'de')).texts['landing.intro']).toBeUndefined();
  });

  it('are written and removed by an admin only', async () => {
    expect((await put('de', 'landing.intro', { text: 'x' }, shopper.auth)).statusCode).toBe(403);
    expect((await put('de', 'landing.intro', { text: 'x' }, {})).statusCode).toBe(401);
    expect((await del('de', 'landing.title', shopper.auth)).statusCode).toBe(403);
    expect((await del('de', 'landing.title', {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/page-texts', headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/page-texts' })).statusCode).toBe(401);
  });

  it("list every text written; a language written before the English changed is marked behind it", async () => {
    const list = pageTextEntryListSchema.parse((await t.app.inject({ url: '/api/admin/page-texts', headers: admin.auth })).json());
    expect(list.map((e) => `${e.key}/${e.language}`)).toEqual(['blog.intro/en', 'landing.title/de', 'landing.title/en']);
    // German was written after the English: caught up. The English changes again: German is behind, French never caught up.
    expect(outdatedPageTexts(list, 'de')).toEqual(['blog.intro']);
    await put('en', 'landing.title', { text: 'Saws that cut true' });
    const after = pageTextEntryListSchema.parse((await t.app.inject({ url: '/api/admin/page-texts', headers: admin.auth })).json());
    expect(outdatedPageTexts(after, 'de')).toEqual(['blog.intro', 'landing.title']);
    expect(outdatedPageTexts(after, 'fr')).toEqual(['blog.intro', 'landing.title']);
  });

  it("removed, the page shows the owner's English or its own again; removing twice is a 404; each write is audited", async () => {
    const removed = await del('de', 'landing.title');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await read('landing', 'de')).texts).toEqual({ 'landing.title': 'Saws that cut true' });
    const again = await del('de', 'landing.title');
    expect(again.statusCode).toBe(404);
    expect(errorBodySchema.parse(again.json()).error).toMatchObject({ code: 'not_found', message: 'There is no such page text' });
    expect((await del('de', 'landing.nothing')).statusCode).toBe(404);
    expect((await del('en', 'landing.title')).statusCode).toBe(204);
    expect((await read('landing', 'de')).texts).toEqual({});

    const trail = auditPageSchema.parse((await t.app.inject({ url: '/api/admin/audit?entityType=page_text&limit=50', headers: admin.auth })).json());
    const rows = trail.data.filter((e) => e.entityType === 'page_text').map((e) => [e.action, e.entityId, e.before?.text ?? null, e.after?.text ?? null]);
    expect(rows.slice(0, 3)).toEqual([
      ['page_text.delete', 'landing.title/en', 'Saws that cut true', null],
      ['page_text.delete', 'landing.title/de', 'Sägen für jeden Schnitt', null],
      ['page_text.update', 'landing.title/en', 'Saws for every cut', 'Saws that cut true'],
    ]);
    expect(rows).toContainEqual(['page_text.update', 'landing.title/de', null, 'Sägen für jeden Schnitt']);
  });
});
