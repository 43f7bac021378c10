// Uploaded product images: checked by their content (not their name or declared type), re-encoded
// to a few WebP widths and stored under MEDIA_DIR with names made from the hash of the upload, so
// the same picture uploaded twice is stored once and a stored file never changes (immutable
// caching). The naming rule is the contract's (media.ts). docs/decisions/0016-product-images.md.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import { mediaDefaultWidth, mediaUrl, mediaWidths, type UploadedImage } from '@store/contract';
import { AppError } from '../../http/errors';

/** Formats accepted, as sharp names them after reading the bytes. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);
/** A decompression bomb (a tiny file that unpacks to gigapixels) is refused before decoding. */
const maxInputPixels = 50_000_000;

/** sharp (and libvips, tens of MB) is loaded on the first upload: most instances never get one. */
let sharpModule: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
const sharp = async (input: Buffer) => {
  sharpModule ??= import('sharp').then((m) => m.default);
  return (await sharpModule)(input, { limitInputPixels: maxInputPixels });
};

const unsupported = () =>
  new AppError(415, 'unsupported_media_type', 'The file is not a picture we can use: upload a JPEG, PNG, WebP or AVIF image', {
    file: 'Upload a JPEG, PNG, WebP or AVIF image',
  });

async function formatOf(bytes: Buffer): Promise<string | undefined> {
  try {
    const meta = await (await sharp(bytes)).metadata();
    // sharp reports AVIF as heif with an av1 compression.
    if (meta.format === 'heif' && meta.compression !== 'av1') return undefined;
    return meta.width && meta.height ? meta.format : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a file whole or not at all: other instances may read the directory at any moment. */
async function writeOnce(file: string, bytes: Buffer): Promise<void> {
  try {
    // Same name, same content: only its time is refreshed, so the media sweep sees a fresh upload.
    const now = new Date();
    await fs.utimes(file, now, now);
    return;
  } catch {
    // not there yet
  }
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

/** Checks, re-encodes and stores an upload; sharp works on libuv's thread pool, off the event loop. */
export async function storeImage(mediaDir: string, bytes: Buffer): Promise<UploadedImage> {
  const format = await formatOf(bytes);
  if (!format || !acceptedFormats.has(format)) throw unsupported();
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  await fs.mkdir(mediaDir, { recursive: true });
  const variants = await Promise.all(
    mediaWidths.map(async (width) => {
      const webp = await (await sharp(bytes))
        .rotate() // honour EXIF orientation; the metadata itself is not copied
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await writeOnce(path.join(mediaDir, path.basename(mediaUrl(hash, width))), webp);
      return { width, url: mediaUrl(hash, width) };
    }),
  );
  return { url: mediaUrl(hash, mediaDefaultWidth), variants };
}
