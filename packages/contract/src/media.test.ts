import { describe, expect, it } from 'vitest';
import { imageSrcSet, isMediaFileName, isMediaUrl } from './media';
import { newProductSchema } from './product';

const hash = '0123456789abcdef0123456789abcdef';

describe('uploaded picture addresses', () => {
  it('knows the names uploads make, and only those', () => {
    expect(isMediaFileName(`${hash}-640.webp`)).toBe(true);
    expect(isMediaFileName(`${hash}-641.webp`)).toBe(false);
    expect(isMediaFileName(`${hash}-640.png`)).toBe(false);
    expect(isMediaFileName(`../${hash}-640.webp`)).toBe(false);
    expect(isMediaUrl(`/media/${hash}-1280.webp`)).toBe(true);
    expect(isMediaUrl(`https://cdn.example.com/media/${hash}-1280.webp`)).toBe(false);
  });

  it('gives an uploaded picture a srcset of every width, and other addresses none', () => {
    expect(imageSrcSet(`/media/${hash}-1280.webp`)).toBe(
      `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-1280.webp 1280w`,
    );
    expect(imageSrcSet('https://cdn.example.com/saw.png')).toBeUndefined();
    expect(imageSrcSet('/images/products/table-saw.svg')).toBeUndefined();
  });

  it('accepts an uploaded picture as a product photo, but no other site path', () => {
    const product = { name: 'Saw', description: 'A saw.', price: 10, available: 3, minOrderQuantity: 1 };
    expect(newProductSchema.safeParse({ ...product, img: `/media/${hash}-1280.webp` }).success).toBe(true);
    const other = newProductSchema.safeParse({ ...product, img: '/images/products/table-saw.svg' });
    expect(other.error?.issues[0]?.message).toBe('Photo URL must start with http:// or https://');
  });
});
