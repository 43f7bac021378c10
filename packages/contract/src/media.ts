// Uploaded product images (docs/decisions/0016-product-images.md): each upload is stored as a few
// WebP widths named by the hash of the uploaded bytes, `/media/<hash>-<width>.webp`. This file is
// the one place that knows that naming: the server writes and serves by it, the web's image
// component turns any such URL into a srcset of all widths. No zod here: the shop's first view
// imports it (@store/contract/media).
/** The widths every upload is re-encoded to (a small card, a card on a wide or dense screen, the product page). */
export const mediaWidths = [320, 640, 1280] as const;
export type MediaWidth = (typeof mediaWidths)[number];
/** The width a product's images point at (browsers without srcset get this one). */
export const mediaDefaultWidth: MediaWidth = 1280;
/** Largest upload accepted (413 beyond). */
export const mediaMaxUploadBytes = 8 * 1024 * 1024;

const mediaFile = /^([a-f0-9]{32})-(\d+)\.webp$/;
const mediaPath = /^\/media\/([a-f0-9]{32})-(\d+)\.webp$/;

export const mediaUrl = (hash: string, width: MediaWidth): string => `/media/${hash}-${width}.webp`;

/** A regular expression (SQL and JavaScript alike) whose first group is the upload hash of a /media/ URL in a text. */
export const mediaHashInText = '/media/([a-f0-9]{32})-';

/** The upload hash of a stored file's name (one that isMediaFileName accepts). */
export const mediaHashOf = (fileName: string): string => fileName.slice(0, fileName.indexOf('-'));

/** A file name under /media/ that uploads can have made (anything else is a 404 without a disk read). */
export function isMediaFileName(name: string): boolean {
  const m = mediaFile.exec(name);
  return m !== null && (mediaWidths as readonly number[]).includes(Number(m[2]));
}

/** Whether `url` is an uploaded image's address (on this site). */
export const isMediaUrl = (url: string): boolean => mediaPath.test(url) && isMediaFileName(url.slice('/media/'.length));

/** `srcset` of an uploaded image (every stored width), or undefined for any other address. */
export function imageSrcSet(url: string): string | undefined {
  if (!isMediaUrl(url)) return undefined;
  const hash = mediaPath.exec(url)![1]!;
  return mediaWidths.map((w) => `${mediaUrl(hash, w)} ${w}w`).join(', ');
}
