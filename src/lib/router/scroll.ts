/**
 * Scroll positions by history entry, kept in sessionStorage so that back/forward and a reload find the page where it
 * was left, as the browser itself would (its own restoration is off: it would scroll before the page has rendered).
 */
const STORAGE_KEY = 'router-scroll';

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Keeps the current position for the entry being left; call before the page changes. */
export function saveScroll(key: string): void {
  const positions = read();
  positions[key] = window.scrollY;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): back/forward then starts at the top.
  }
}

export function savedScroll(key: string): number | undefined {
  return read()[key];
}
