// A product's picture in a list or a summary (cart, My Orders, payment, Add A Review, the admin's
// products, the product form's preview): the whole 4:3 photo, never cropped (docs/product/screens.md),
// on a neutral ground, and the site's placeholder when the photo is missing or cannot be loaded.
import type { ComponentProps } from 'react';
import { FallbackImage, productPlaceholder } from './fallback-image';

/** Widths in CSS pixels, each with its Tailwind class (written whole, so the build keeps it). */
const sizes = {
  56: 'w-14 rounded',
  64: 'w-16 rounded',
  96: 'w-24 rounded-box',
  128: 'w-32 rounded-box',
  160: 'w-40 rounded-box',
} as const;

type ProductThumbnailProps = Omit<ComponentProps<typeof FallbackImage>, 'fallback' | 'width' | 'height' | 'alt'> & {
  width: keyof typeof sizes;
  /** Empty when the product's name is written beside it (the picture adds nothing to read). */
  alt?: string;
};

export function ProductThumbnail({ width, alt = '', className = '', ...img }: ProductThumbnailProps) {
  return (
    <FallbackImage
      {...img}
      fallback={productPlaceholder}
      alt={alt}
      width={width}
      height={(width * 3) / 4}
      className={`aspect-[4/3] h-auto shrink-0 bg-base-200 object-contain ${sizes[width]} ${className}`}
    />
  );
}
