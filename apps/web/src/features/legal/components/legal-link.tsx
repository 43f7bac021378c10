import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { legalPagePath, type LegalPageSlug } from '@store/contract/legal-pages';
import { Link } from '../../../lib/navigation';
import { legalPageNameMessages } from '../legal-page-names';

/**
 * A link to a legal page, named as the footer names it unless given words of its own. `newTab`
 * for forms (checkout's "I accept the terms and conditions"): reading the terms keeps the form.
 */
export function LegalLink({ slug, children, newTab = false, className = 'link' }: { slug: LegalPageSlug; children?: ReactNode; newTab?: boolean; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Link to={legalPagePath(slug)} className={className} {...(newTab && { target: '_blank', rel: 'noopener' })}>
      {children ?? i18n._(legalPageNameMessages[slug])}
    </Link>
  );
}
