// Every TanStack Query key of the app. Features read and invalidate through these, never through
// literal arrays: two features showing one record share one cache entry (the purchase page and the
// product pages), and invalidating a group (`products.all`) refreshes every view of it.
import type { AdminProductListQuery, CartItem, CheckoutQuoteRequest, ContentLanguage, ProductSort, ShopPageQuery } from '@store/contract';

export const queryKeys = {
  auth: {
    /** better-auth's get-session for one token: who is signed in. */
    session: (token: string | null) => ['auth', 'session', token] as const,
    sessions: ['auth', 'session'] as const,
    isAdmin: (email: string | null) => ['auth', 'admin', email] as const,
    config: ['auth', 'config'] as const,
  },
  products: {
    all: ['products'] as const,
    list: (sort: ProductSort, limit?: number) => ['products', 'list', { sort, limit }] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    /** A shop page's list (search, category, sort), page after page. */
    shop: (query: Omit<ShopPageQuery, 'limit'>) => ['products', 'shop', query] as const,
    /** The option values a shop view's search and category match, with their counts. */
    optionCounts: (query: { q?: string; category?: string }) => ['products', 'option-counts', query] as const,
    bySlug: (slug: string) => ['products', 'slug', slug] as const,
    categories: ['products', 'categories'] as const,
    /** Admins' list (archived products too); under products.all so any product change refreshes it. */
    admin: (query: AdminProductListQuery) => ['products', 'admin', query] as const,
  },
  cart: {
    all: ['cart'] as const,
    /** A signed-in shopper's cart on the server. */
    mine: (userId: string | null) => ['cart', 'mine', userId] as const,
    /** A visitor's lines priced by the server. */
    quote: (items: readonly CartItem[]) => ['cart', 'quote', items] as const,
  },
  checkouts: {
    /** A checkout placed before orders had lines: the one order it is now. */
    detail: (id: string) => ['checkouts', 'detail', id] as const,
    savedAddresses: ['checkouts', 'address'] as const,
    savedAddress: (userId: string) => ['checkouts', 'address', userId] as const,
    /** The cart priced for a destination (its market, delivery, tax); under cart.all, so a cart change reprices it. */
    quote: (choice: CheckoutQuoteRequest) => ['cart', 'checkout-quote', choice] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (email: string) => ['orders', 'list', email] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
    timeline: (id: string) => ['orders', 'timeline', id] as const,
  },
  payments: {
    config: ['payments', 'config'] as const,
    intent: (orderId: string) => ['payments', 'intent', orderId] as const,
  },
  profile: {
    all: ['profile'] as const,
    byEmail: (email: string) => ['profile', email] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    pages: ['reviews', 'pages'] as const,
    latest: ['reviews', 'latest'] as const,
    ofProduct: (productId: string) => ['reviews', 'product', productId] as const,
    summary: (productId: string) => ['reviews', 'summary', productId] as const,
    /** What a signed-in user may review (under reviews.all: posting or editing refreshes it). */
    reviewable: (userId: string) => ['reviews', 'reviewable', userId] as const,
  },
  users: { all: ['users'] as const },
  /** Where the store sells (the header's selector, a page's tax display). */
  markets: ['markets'] as const,
  /** Where a delivery method goes (the cart page names a country it does not). */
  shippingCountries: ['shipping-countries'] as const,
  legal: {
    list: ['legal', 'list'] as const,
    page: (slug: string) => ['legal', 'page', slug] as const,
  },
  /** Every view of the page texts: an owner's edit refreshes them all. */
  pageTextsAll: ['page-texts'] as const,
  /** A public page's texts in its language (the page's own query: one language per page). */
  pageTexts: (page: string) => ['page-texts', page] as const,
  /** The back office's list of every page text written, in every language. */
  pageTextEntries: ['page-texts', 'entries'] as const,
  /** The back office's translations of products and categories, and what is still English only. */
  translations: {
    all: ['translations'] as const,
    ofProduct: (id: string) => ['translations', 'product', id] as const,
    ofCategory: (id: string) => ['translations', 'category', id] as const,
    /** Every language's list of what is untranslated: any translation written changes them. */
    missingAll: ['translations', 'missing'] as const,
    missing: (language: ContentLanguage) => ['translations', 'missing', language] as const,
  },
  backOffice: {
    orders: ['back-office', 'orders'] as const,
    orderList: (filters: object) => ['back-office', 'orders', 'list', filters] as const,
    order: (id: string) => ['back-office', 'orders', 'detail', id] as const,
    overview: ['back-office', 'overview'] as const,
    audit: (filters: object) => ['back-office', 'audit', filters] as const,
  },
};
