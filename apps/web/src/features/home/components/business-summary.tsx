import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '@store/contract/limits';
import { landingTexts } from '../../../lib/landing-texts';
import { usePageText } from '../../../lib/page-texts';
import { CountUp } from './count-up';

const thousandsPlus = msg({ message: 'K+', comment: 'After a number of thousands: 500K+ (more than 500,000)' });

// docs/product/screens.md: the four counters of the business summary.
const counters: { end: number; suffix: string | MessageDescriptor; label: MessageDescriptor }[] = [
  { end: 71, suffix: '+', label: msg`Total Awards` },
  { end: 500, suffix: thousandsPlus, label: msg`Total Deliveries` },
  { end: 50, suffix: thousandsPlus, label: msg`Happy Clients` },
  { end: 10, suffix: thousandsPlus, label: msg`Positive Feedbacks` },
];

export function BusinessSummary() {
  const { i18n } = useLingui();
  const text = usePageText();
  return (
    <section aria-labelledby="business-summary-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="business-summary-title" className="text-3xl font-bold">
          {text('landing.summary.title', landingTexts['landing.summary.title'])}
        </h2>
        <p className="mt-3 text-base-content/80">
          {text('landing.summary.intro', landingTexts['landing.summary.intro'])}
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((c) => {
          const suffix = typeof c.suffix === 'string' ? c.suffix : i18n._(c.suffix);
          return (
            <li key={c.end} className="rounded-box border border-base-300 bg-base-100 px-3 py-6 text-center shadow-sm sm:px-6" data-testid="counter">
              {/* Screen readers get the final figure once, not every frame of the animation. */}
              <p className="text-4xl font-extrabold tabular-nums text-secondary sm:text-5xl" aria-hidden="true" data-testid="counter-value">
                <CountUp end={c.end} suffix={suffix} durationSeconds={limits.counterDurationSeconds} />
              </p>
              <p className="mt-2 font-medium text-base-content/80">
                <span className="sr-only">{`${c.end}${suffix} `}</span>
                {i18n._(c.label)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-box bg-secondary p-8 text-center text-secondary-content sm:flex-row sm:justify-between sm:text-left">
        <div>
          <p className="text-xl font-bold">
            {text('landing.contact.title', landingTexts['landing.contact.title'])}
          </p>
          <p className="mt-1 text-secondary-content/85">
            {text('landing.contact.text', landingTexts['landing.contact.text'])}
          </p>
        </div>
        <a href="mailto:sales@kerfline.test" className="btn btn-primary shrink-0">
          <Trans>Contact Us</Trans>
        </a>
      </div>
    </section>
  );
}
