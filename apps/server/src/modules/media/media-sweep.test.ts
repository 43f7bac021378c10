// The sweep of uploaded pictures no product names: on PGlite or PostgreSQL, with real files.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl, mediaWidths } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { placeTestOrder } from '../../../test/order-fixtures';
import { createUser, type TestUser } from '../../../test/users';
import { orderMediaInUse } from '../orders';
import { mediaInUse } from '../products';
import { mediaGraceMs, sweepUnusedMedia } from './media-sweep';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const hashOf = (letter: string) => letter.repeat(32);
const weekAndADayAgo = new Date(Date.now() - mediaGraceMs - 24 * 60 * 60_000);

/** Every width of an upload, as the image store writes them, dated `at`. */
function storeFiles(hash: string, at: Date): string[] {
  fs.mkdirSync(t.config.mediaDir, { recursive: true });
  return mediaWidths.map((w) => {
    const file = path.join(t.config.mediaDir, path.basename(mediaUrl(hash, w)));
    fs.writeFileSync(file, 'webp bytes');
    fs.utimesSync(file, at, at);
    return file;
  });
}

async function createProduct(name: string, img: string, images: string[]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product',
    headers: admin.auth,
    payload: { name, description: 'Pictured by an upload.', price: 10, available: 5, minOrderQuantity: 1, img, images },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId as string;
}

const sweep = () =>
  sweepUnusedMedia({ mediaDir: t.config.mediaDir, namedBy: [(hashes) => mediaInUse(t.db, hashes), (hashes) => orderMediaInUse(t.db, hashes)] });
const exists = (files: string[]) => files.map((f) => fs.existsSync(f));

describe('sweepUnusedMedia', () => {
  it('deletes the old files no product names, and keeps pictures in use, archived products’, absolute URLs and fresh uploads', async () => {
    const onCard = storeFiles(hashOf('a'), weekAndADayAgo);
    const inGallery = storeFiles(hashOf('b'), weekAndADayAgo);
    const ofArchived = storeFiles(hashOf('c'), weekAndADayAgo);
    const orphan = storeFiles(hashOf('d'), weekAndADayAgo);
    const fresh = storeFiles(hashOf('e'), new Date());
    const stranger = path.join(t.config.mediaDir, 'README.txt');
    fs.writeFileSync(stranger, 'not an upload');
    fs.utimesSync(stranger, weekAndADayAgo, weekAndADayAgo);

    await createProduct('Kerfline Card Saw', mediaUrl(hashOf('a'), 1280), [`https://shop.example${mediaUrl(hashOf('b'), 640)}`]);
    const archived = await createProduct('Kerfline Old Saw', mediaUrl(hashOf('c'), 1280), []);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/product/${archived}`, headers: admin.auth })).statusCode).toBe(200);

    expect(await sweep()).toBe(mediaWidths.length);
    expect(exists(orphan)).toEqual(mediaWidths.map(() => false));
    for (const kept of [onCard, inGallery, ofArchived, fresh]) expect(exists(kept)).toEqual(mediaWidths.map(() => true));
    expect(fs.existsSync(stranger)).toBe(true);
    expect(await sweep()).toBe(0);
  });

  it('keeps the picture an order was placed with after its product got a new photo', async () => {
    const ordered = storeFiles(hashOf('7'), weekAndADayAgo);
    const product = await createProduct('Kerfline Re-pictured Saw', mediaUrl(hashOf('7'), 1280), []);
    await placeTestOrder(t, await createUser(t), product, 1);
    const changed = await t.app.inject({ method: 'PATCH', url: `/api/product/${product}`, headers: admin.auth, payload: { img: mediaUrl(hashOf('6'), 1280), images: [] } });
    expect(changed.statusCode, changed.body).toBe(200);
    await sweep();
    expect(exists(ordered)).toEqual(mediaWidths.map(() => true));
    expect(await mediaInUse(t.db, [hashOf('7')])).toEqual(new Set());
    expect(await orderMediaInUse(t.db, [hashOf('7')])).toEqual(new Set([hashOf('7')]));
  });

  it('keeps an upload while any of its widths is recent (the same bytes uploaded again)', async () => {
    const files = storeFiles(hashOf('f'), weekAndADayAgo);
    const now = new Date();
    fs.utimesSync(files[0]!, now, now);
    await sweep();
    expect(exists(files)).toEqual(mediaWidths.map(() => true));
  });

  it('answers for hashes in batches: none in use is an empty set, and an empty question asks nothing', async () => {
    expect(await mediaInUse(t.db, [hashOf('9'), hashOf('8')])).toEqual(new Set());
    expect(await mediaInUse(t.db, [])).toEqual(new Set());
  });

  it('does nothing before the first upload (no media directory)', async () => {
    expect(await sweepUnusedMedia({ mediaDir: path.join(t.config.mediaDir, 'missing'), namedBy: [] })).toBe(0);
  });
});
