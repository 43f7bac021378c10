import { limits } from '@store/contract/limits';

export type StarFill = 0 | 0.5 | 1;

/**
 * How full each of the five stars is for a rating: rounded to the nearest half star, so an average
 * of 4.5 draws four and a half stars (4.2 draws four, 4.3 four and a half).
 */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rating, 0), limits.ratingMax) * 2);
  return Array.from({ length: limits.ratingMax }, (_, i) => {
    const left = halves - i * 2;
    return left >= 2 ? 1 : left === 1 ? 0.5 : 0;
  });
}
