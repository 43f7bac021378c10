/** A product's own page, by its slug (the sitemap lists it; cards and links lead to it). */
export const productPagePath = (slug: string) => `/products/${encodeURIComponent(slug)}`;
