/** Review count label (spec §5, §9): above the cap of 50 it reads '50+'. */
import { REVIEW_COUNT_CAP } from '../constants/limits';

export function formatReviewCount(count: number, cap: number = REVIEW_COUNT_CAP): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  return count > cap ? `${cap}+` : String(Math.trunc(count));
}
