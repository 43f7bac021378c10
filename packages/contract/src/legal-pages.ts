// The legal pages' names and addresses, without zod: the footer and the first view of public pages
// import this much (`@store/contract/legal-pages`); the schemas are in legal.ts.

export const legalPageSlugs = ['terms', 'privacy', 'shipping-returns', 'imprint'] as const;
export type LegalPageSlug = (typeof legalPageSlugs)[number];

/** What links call each page (the footer, the mails, checkout's "I accept"); the owner names the page itself. */
export const legalPageNames: Record<LegalPageSlug, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Notice',
  'shipping-returns': 'Shipping and Returns',
  imprint: 'Imprint',
};

export const isLegalPageSlug = (slug: string): slug is LegalPageSlug => (legalPageSlugs as readonly string[]).includes(slug);

/** The page's public address. */
export const legalPagePath = (slug: LegalPageSlug) => `/legal/${slug}`;
