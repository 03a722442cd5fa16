/** Company reviews by candidates (spec §7 Reviews): one per candidate and company, 1 to 5 stars, a headline and a text. */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  headlineMin: 3,
  headlineMax: 100,
  textMin: 10,
  textMax: 2000,
} as const;
