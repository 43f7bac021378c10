import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import { brandName } from '@store/contract/brand';
import { legalPagePath, legalPageSlugs } from '@store/contract/legal-pages';
import { legalPageNameMessages } from '../../features/legal/legal-page-names';

// docs/product/screens.md: link groups Services, Company and Legal, all pointing to the home page
// (the specification's); the shop's four legal pages (docs/product/legal-pages.md) are linked on
// their own line at the foot, so the groups stay as specified.
const home = (labels: MessageDescriptor[]) => labels.map((label) => ({ label, to: '/' }));
const groups = [
  { key: 'services', title: msg`Services`, links: home([msg`Saw repair`, msg`Blade sharpening`, msg`Bulk orders`, msg`Worldwide shipping`]) },
  { key: 'company', title: msg`Company`, links: home([msg`About us`, msg`Contact`, msg`Jobs`, msg`Press kit`]) },
  { key: 'legal', title: msg`Legal`, links: home([msg`Terms of use`, msg`Privacy policy`, msg`Cookie policy`]) },
];

export function Footer() {
  const { i18n, t } = useLingui();
  const year = new Date().getFullYear();
  // Under the dashboard on a wide screen the footer meets the side menu: no white band between
  // the menu's background and the footer, however short the page.
  return (
    <footer className="mt-16 bg-neutral text-neutral-content lg:[main:has(#dashboard-menu)~&]:mt-0">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        <aside className="max-w-xs">
          <p className="flex items-center gap-2 text-xl font-bold">
            <span className="inline-block size-6 rounded-full border-4 border-primary" aria-hidden="true" />
            {brandName}
          </p>
          <p className="text-neutral-content/80">
            <Trans>
              Circular, mitre, jig, table, band and reciprocating saws, built for people who cut for a living and shipped
              worldwide.
            </Trans>
          </p>
        </aside>
        {groups.map((g) => (
          <nav key={g.key} aria-label={i18n._(g.title)}>
            <h2 className="footer-title">{i18n._(g.title)}</h2>
            {g.links.map(({ label, to }, i) => (
              // At least 24 px tall: a finger hits the link it meant on a phone.
              <Link key={i} to={to} className="link link-hover inline-flex min-h-6 items-center">
                {i18n._(label)}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <nav aria-label={t`Shop policies`} className="border-t border-neutral-content/20 px-4 pt-3 text-center text-sm">
        <ul className="flex flex-wrap justify-center gap-x-4">
          {legalPageSlugs.map((slug) => (
            <li key={slug}>
              <Link to={legalPagePath(slug)} className="link link-hover inline-flex min-h-6 items-center">
                {i18n._(legalPageNameMessages[slug])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="p-4 text-center text-sm">
        <Trans>
          © {year} {brandName}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
