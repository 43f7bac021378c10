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

/** "#1042": how people see an order's short number (mails, the back office). */
export const formatOrderNumber = (orderNumber: number): string => `#${orderNumber}`;

