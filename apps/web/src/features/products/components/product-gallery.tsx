import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FallbackImage, productPlaceholder } from '../../../components/fallback-image';

/** The product's pictures: one large, the others as buttons that bring theirs to the front. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  const count = images.length;
  const position = shown + 1;
  return (
    <div className="flex flex-col gap-3" data-testid="product-gallery">
      <figure className="overflow-hidden rounded-box border border-base-300 bg-base-200">
        <FallbackImage
          key={current}
          src={current ?? productPlaceholder}
          fallback={productPlaceholder}
          alt={images.length > 1 ? t`${name}, picture ${position} of ${count}` : name}
          width={800}
          height={600}
          loading="eager"
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      </figure>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Pictures`}>
          {images.map((src, i) => {
            const number = i + 1;
            return (
              <li key={`${src}-${i}`}>
                <button
                  type="button"
                  onClick={() => setShown(i)}
                  aria-label={t`Show picture ${number} of ${count}`}
                  aria-pressed={i === shown}
                  className={`block overflow-hidden rounded-box border-2 ${i === shown ? 'border-primary' : 'border-base-300'}`}
                >
                  <FallbackImage src={src} fallback={productPlaceholder} alt="" width={96} height={72} loading="lazy" decoding="async" className="h-[72px] w-24 object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
