// Business constants of SPEC.md section 9.
export const limits = {
  reviewMaxLength: 180,
  ratingMin: 1,
  ratingMax: 5,
  passwordMinLength: 6,
  phoneMinLength: 6,
  profileNameMinLength: 2,
  descriptionPreviewLength: 110,
  landingProductCount: 3,
  counterDurationSeconds: 2,
  toastAutoCloseMs: 5000,
} as const;

/** Money travels as dollars in JSON (SPEC) and is stored and computed as integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;
export const formatPrice = (dollars: number): string =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
