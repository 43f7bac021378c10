import type { ReactNode } from 'react';
import { legalPageNames, legalPagePath, type LegalPageSlug } from '@store/contract/legal-pages';
import { Link } from '../../../lib/navigation';

/**
 * A link to a legal page, named as the footer names it unless given words of its own. `newTab`
 * for forms (checkout's "I accept the terms and conditions"): reading the terms keeps the form.
 */
export function LegalLink({ slug, children, newTab = false, className = 'link' }: { slug: LegalPageSlug; children?: ReactNode; newTab?: boolean; className?: string }) {
  return (
    <Link to={legalPagePath(slug)} className={className} {...(newTab && { target: '_blank', rel: 'noopener' })}>
      {children ?? legalPageNames[slug]}
    </Link>
  );
}
