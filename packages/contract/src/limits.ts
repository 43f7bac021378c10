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

/** Money travels as dollars in JSON (as the original app sends it) and is stored and computed as integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** "$1,536.37": the one money format of the site and the mails. */
export const formatPrice = (dollars: number): string => dollarFormat.format(dollars);
/** "#1042": how people see an order's short number (mails, the back office). */
export const formatOrderNumber = (orderNumber: number): string => `#${orderNumber}`;

