/** dayjs format strings of spec §9 and the locale used for number grouping. */

export const DATE_FORMAT = {
  /** 05 January 2024 */
  DATE: 'DD MMMM YYYY',
  /** 05 Jan 2024 02:30 PM */
  DATE_TIME: 'DD MMM YYYY hh:mm A',
  /** Jan 2024 (education and experience periods) */
  MONTH_YEAR: 'MMM YYYY',
} as const;
export type DateFormat = (typeof DATE_FORMAT)[keyof typeof DATE_FORMAT];

/** Numbers are grouped the Indian way (1,00,000) as in the original product. */
export const NUMBER_LOCALE = 'en-IN';
