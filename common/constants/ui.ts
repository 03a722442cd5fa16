/** Presentation settings of spec §9 that both the app and tests rely on. */

export const TOAST = {
  SUCCESS_DURATION_MS: 2000,
  ERROR_DURATION_MS: 4000,
  POSITION: { vertical: 'top', horizontal: 'right' },
  MIN_WIDTH_PX: 250,
  RADIUS_PX: 8,
  /** notistack's maxSnack: older toasts are dropped beyond this. */
  MAX_STACK: 20,
} as const;

/** Error toasts are on unless a call opts out (spec §8). */
export const SHOW_ERROR_TOAST_DEFAULT = true;
