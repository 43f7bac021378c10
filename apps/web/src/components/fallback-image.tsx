import { useCallback, useState, type ComponentProps } from 'react';
import { imageSrcSet } from '@store/contract/media';

/** A neutral picture for a product whose own photo cannot be shown (4:3, like every product photo). */
export const productPlaceholder = '/images/placeholder-product.svg';
/** The picture of a person without one (reviews). */
export const avatarPlaceholder = '/images/avatars/default.svg';

type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'onError'> & {
  src: string | null | undefined;
  /** Shown instead when `src` is empty or cannot be loaded: a site picture of the same shape. */
  fallback: string;
  /** Told once the picture has failed (e.g. to warn about it); not told about a missing `src`. */
  onFailed?: () => void;
};

/**
 * An <img> that swaps to `fallback` when its picture cannot be loaded (an address that is gone or
 * refused), instead of the browser's broken-image icon. Same element, same width, height and
 * classes, so the placeholder takes exactly the box the picture would have.
 */
export function FallbackImage({ src, fallback, onFailed, ...img }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;
  const fail = useCallback(() => {
    if (!src || failedSrc === src) return;
    setFailedSrc(src);
    onFailed?.();
  }, [src, failedSrc, onFailed]);
  // A picture that failed before React attached onError (markup rendered by the server) is caught here.
  const checkLoaded = useCallback(
    (element: HTMLImageElement | null) => {
      if (element && element.complete && element.naturalWidth === 0 && element.getAttribute('src') === src) fail();
    },
    [src, fail],
  );
  // An uploaded picture exists in several widths: the browser picks one for the box (`sizes`, by
  // default the width the caller gives) and the screen's density.
  const srcSet = showFallback ? undefined : imageSrcSet(src);
  const sizes = srcSet ? (img.sizes ?? (img.width ? `${img.width}px` : undefined)) : undefined;
  return (
    <img
      {...img}
      ref={checkLoaded}
      src={showFallback ? fallback : src}
      srcSet={srcSet}
      sizes={sizes}
      onError={fail}
      data-placeholder={showFallback || undefined}
    />
  );
}
