// Business constants of docs/product/ (each area's "Rules and limits").
export const limits = {
  reviewMaxLength: 180,
  ratingMin: 1,
  ratingMax: 5,
  passwordMinLength: 6,
  phoneMinLength: 6,
  profileNameMinLength: 2,
  descriptionPreviewLength: 110,
  landingProductCount: 3,
  /** The newest reviews the landing page shows. */
  landingReviewCount: 3,
  /** Reviews per page of /reviews (and per "Load more"). */
  reviewPageSize: 24,
  /** Products per shop page (and per "Load more"). */
  shopPageSize: 24,
  /** At most this many left: "Only N left" instead of "In stock". */
  lowStock: 10,
  counterDurationSeconds: 2,
  toastAutoCloseMs: 5000,
  /**
   * Default of the LOW_STOCK_THRESHOLD setting: a product with this many units or fewer is "low
   * stock" on the admin screens (the server's setting is the one place that decides).
   */
  lowStockThreshold: 5,
  /** The most units one order line (or cart line) may ask for. */
  maxQuantity: 1_000_000,
} as const;

// Dollars as plain numbers: the model before Money (money.ts). Kept only while the order and payment
// screens and services still call them; they go with the order model's rewrite (ADR 0025).
/* eslint-disable no-restricted-syntax -- the old dollar helpers the money rule exists to retire */
/** @deprecated Use fromMajorNumber (money.ts): it refuses what is not a whole number of minor units instead of rounding. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
/** @deprecated Use toMajorNumber (money.ts) on a Money. */
export const toDollars = (cents: number): number => cents / 100;
const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/* eslint-enable no-restricted-syntax */
/** @deprecated Use formatMoney (money.ts) on a Money: the same "$1,536.37", in any currency. */
export const formatPrice = (dollars: number): string => dollarFormat.format(dollars);
/** "#1042": how people see an order's short number (mails, the back office). */
export const formatOrderNumber = (orderNumber: number): string => `#${orderNumber}`;

