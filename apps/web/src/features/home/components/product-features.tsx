import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Trans } from '@lingui/react/macro';
import type { FeatureId } from '../../../lib/feature-details';
import { landingTexts } from '../../../lib/landing-texts';
import { PageTextView, useOwnerText, usePageText, type OwnText } from '../../../lib/page-texts';

// docs/product/screens.md: feature cards (chuck, corded saw, sound less, variable speed) that open a
// pop-up. Their texts are the owner's where written (lib/page-texts.tsx).
const features: { id: FeatureId; icon: string }[] = [
  {
    id: 'chuck',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
    icon: 'M12 3v6m0 6v6M3 12h6m6 0h6M7.5 7.5l2 2m5 5l2 2m0-9l-2 2m-5 5l-2 2',
  },
  {
    id: 'corded-saw',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
    icon: 'M7 7h7l3 3v4l-3 3H7zM4 10v4M17 12h4M21 12c0 4-3 6-6 6',
  },
  {
    id: 'sound-less',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
    icon: 'M4 9v6h4l5 4V5L8 9zM17 9l4 6M21 9l-4 6',
  },
  {
    id: 'variable-speed',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an SVG path, not words
    icon: 'M12 20a8 8 0 1 1 8-8M12 12l4-4M4 20h16',
  },
];

type Feature = (typeof features)[number];

const loadDetails = () => import('../../../lib/feature-details');

function FeatureCard({ feature }: { feature: Feature }) {
  const text = usePageText();
  const title = text(`landing.feature.${feature.id}.title`, landingTexts[`landing.feature.${feature.id}.title`]);
  const ownerDetails = useOwnerText(`landing.feature.${feature.id}.details`);
  const dialog = useRef<HTMLDialogElement>(null);
  const [details, setDetails] = useState<OwnText>([]);
  const open = async () => {
    if (ownerDetails === undefined) {
      const { featureDetails } = await loadDetails();
      // Render the text before the dialog opens, so it appears complete and focus lands inside it.
      flushSync(() => setDetails(featureDetails[feature.id]));
    }
    dialog.current?.showModal();
  };
  const titleId = `feature-${feature.id}-title`;
  return (
    <li>
      <button
        type="button"
        className="card h-full w-full cursor-pointer border border-base-300 bg-base-100 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        aria-haspopup="dialog"
        // Warm the text up as soon as the visitor heads for a card, so the tap opens it at once.
        onPointerEnter={() => void loadDetails()}
        onFocus={() => void loadDetails()}
        onClick={() => void open()}
      >
        <span className="card-body gap-3 p-5 sm:p-6">
          <span className="flex items-center gap-3 lg:flex-col lg:items-start">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                <path d={feature.icon} />
              </svg>
            </span>
            <span className="text-xl font-bold">{title}</span>
          </span>
          <span className="text-base-content/80">{text(`landing.feature.${feature.id}.summary`, landingTexts[`landing.feature.${feature.id}.summary`])}</span>
          <span className="text-sm font-semibold text-secondary underline underline-offset-4">
            <Trans>Read more</Trans>
          </span>
        </span>
      </button>
      <dialog ref={dialog} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId}>
        <div className="modal-box">
          <h3 id={titleId} className="text-2xl font-bold">
            {title}
          </h3>
          <PageTextView text={ownerDetails} own={details} className="mt-4 space-y-3 leading-relaxed" />
          <form method="dialog" className="modal-action">
            <button type="submit" className="btn btn-secondary">
              <Trans>Close</Trans>
            </button>
          </form>
        </div>
        {/* A click outside the box closes it too. */}
        <form method="dialog" className="modal-backdrop">
          <button type="submit" tabIndex={-1}>
            <Trans>Close</Trans>
          </button>
        </form>
      </dialog>
    </li>
  );
}

export function ProductFeatures() {
  const text = usePageText();
  return (
    <section aria-labelledby="product-features-title" className="bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="product-features-title" className="text-3xl font-bold">
            {text('landing.features.title', landingTexts['landing.features.title'])}
          </h2>
          <p className="mt-3 text-base-content/80">
            {text('landing.features.intro', landingTexts['landing.features.intro'])}
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <FeatureCard key={feature.id} feature={feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}
