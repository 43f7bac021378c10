import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/navigation';
import { brandName } from '@store/contract/brand';
import { landingTexts } from '../../../lib/landing-texts';
import { usePageText } from '../../../lib/page-texts';

export function WelcomeBanner() {
  const { t } = useLingui();
  const text = usePageText();
  return (
    <section aria-labelledby="welcome-title" className="bg-secondary text-secondary-content">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-orange-300">
            {text('landing.kicker', landingTexts['landing.kicker'])}
          </p>
          <h1 id="welcome-title" className="mt-3 text-4xl font-black leading-tight sm:text-5xl">
            {text('landing.title', landingTexts['landing.title'])}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-secondary-content/85">
            {text('landing.intro', landingTexts['landing.intro'])}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/" className="btn btn-primary btn-lg">
              <Trans>About</Trans>
            </Link>
            <Link to="/all-product" className="btn btn-outline btn-lg border-secondary-content/60 text-secondary-content hover:bg-secondary-content hover:text-secondary">
              <Trans>Browse the saws</Trans>
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-lg">
          {/* The first thing a visitor sees: load it at once and at high priority. */}
          <img
            src="/images/products/circular-saw.svg"
            alt={t`A ${brandName} circular saw with its toothed blade`}
            width={400}
            height={300}
            fetchPriority="high"
            className="aspect-[4/3] h-auto w-full rounded-box shadow-2xl"
          />
        </div>
      </div>
    </section>
  );
}
