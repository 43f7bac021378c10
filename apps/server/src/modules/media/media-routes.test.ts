// Product picture uploads: type checked by content, size limited, re-encoded to WebP widths, served
// with immutable caching; on PGlite or PostgreSQL (the upload itself never reads the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { errorBodySchema, imageSrcSet, mediaWidths, productSchema, uploadedImageSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  shopper = await createUser(t);
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = '----kerfline-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (bytes: Buffer, filename: string, type: string, auth: Record<string, string> = admin.auth) => {
  const body = multipart(bytes, filename, type);
  return t.app.inject({ method: 'POST', url: '/api/admin/product-image', headers: { ...auth, ...body.headers }, payload: body.payload });
};

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })[format]().toBuffer();

describe('POST /api/admin/product-image', () => {
  it('refuses a visitor (401) and a shopper (403)', async () => {
    const png = await picture(40, 30, 'png');
    expect((await upload(png, 'saw.png', 'image/png', {})).statusCode).toBe(401);
    const res = await upload(png, 'saw.png', 'image/png', shopper.auth);
    expect(res.statusCode).toBe(403);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('forbidden');
  });

  it('stores a PNG as WebP at every width (never enlarged), served with immutable caching', async () => {
    const res = await upload(await picture(1600, 1200, 'png'), 'saw.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const image = uploadedImageSchema.parse(res.json());
    expect(image.url).toMatch(/^\/media\/[a-f0-9]{32}-1280\.webp$/);
    expect(image.variants.map((v) => v.width)).toEqual([...mediaWidths]);
    for (const variant of image.variants) {
      const file = await t.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
    }
    expect(imageSrcSet(image.url)).toBe(image.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
  });

  it('stores a small JPEG without enlarging it, and the same bytes twice under one name', async () => {
    const jpeg = await picture(500, 300, 'jpeg');
    const first = uploadedImageSchema.parse((await upload(jpeg, 'blade.jpg', 'image/jpeg')).json());
    const again = uploadedImageSchema.parse((await upload(jpeg, 'copy.jpeg', 'image/jpeg')).json());
    expect(again).toEqual(first);
    const large = await t.app.inject({ method: 'GET', url: first.url });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(500);
  });

  it('the uploaded URL is accepted as a product picture and gallery image', async () => {
    const image = uploadedImageSchema.parse((await upload(await picture(800, 600, 'png'), 'p.png', 'image/png')).json());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: admin.auth,
      payload: { name: 'Kerfline Uploaded Saw', description: 'Pictured by an upload.', price: 10, available: 5, minOrderQuantity: 1, img: image.url, images: [image.url] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/product/${created.json().insertedId}` })).json());
    expect(product.img).toBe(image.url);
  });

  it('refuses a text file named .png (415), checked by content, and stores nothing', async () => {
    const res = await upload(Buffer.from('not a picture at all, just text'), 'saw.png', 'image/png');
    expect(res.statusCode).toBe(415);
    const error = errorBodySchema.parse(res.json()).error;
    expect(error.code).toBe('unsupported_media_type');
    expect(error.fields).toHaveProperty('file');
  });

  it('refuses an SVG or GIF (only JPEG, PNG, WebP, AVIF)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await upload(svg, 'x.svg', 'image/svg+xml')).statusCode).toBe(415);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload(gif, 'x.gif', 'image/gif')).statusCode).toBe(415);
  });

  it('refuses a file over 8 MB with 413 in the one error shape', async () => {
    const res = await upload(Buffer.alloc(8 * 1024 * 1024 + 1, 1), 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('payload_too_large');
  });

  it('refuses a body that is not multipart (415)', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/product-image', headers: admin.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(errorBodySchema.parse(json.json()).error.code).toBe('unsupported_media_type');
  });
});

describe('GET /media/{file}', () => {
  it('answers 404 for a name uploads never make or a file not stored, without touching other paths', async () => {
    for (const url of ['/media/../config.json', '/media/%2e%2e%2fsecret', '/media/0123456789abcdef0123456789abcdef-999.webp', '/media/0123456789abcdef0123456789abcdef-640.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('malformed multipart uploads', () => {
  const send = (contentType: string, payload: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/admin/product-image', headers: { ...admin.auth, 'content-type': contentType }, payload });

  it('answers 400 in the one error shape for multipart without a boundary', async () => {
    const res = await send('multipart/form-data', multipart(Buffer.from('x'), 'saw.png', 'image/png').payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('bad_request');
  });

  it('answers 400 in the one error shape for a body cut off before its closing boundary', async () => {
    const png = await picture(40, 30, 'png');
    const whole = multipart(png, 'saw.png', 'image/png');
    for (const cut of [whole.payload.length - 30, whole.payload.length - 10, 120]) {
      const res = await send(whole.headers['content-type'], whole.payload.subarray(0, cut));
      expect(res.statusCode, `${cut}: ${res.body}`).toBe(400);
      expect(errorBodySchema.parse(res.json()).error.code).toBe('bad_request');
    }
  });
});
