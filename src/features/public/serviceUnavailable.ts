/**
 * /503 and the way back from it. Whoever sends a person to /503 names the page that failed (`?from=`), so that
 * "Try again" loads that page again instead of /503 itself.
 */
export const SERVICE_UNAVAILABLE_PATH = '/503';

/** The address of the 503 page for a failed page (its path, query and hash). */
export function serviceUnavailablePath(from: string): string {
  return `${SERVICE_UNAVAILABLE_PATH}?${new URLSearchParams({ from })}`;
}

/** A path of this site that is not the 503 page, or null (another site, a scheme, //host, the 503 page itself). */
function samePagePath(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname === SERVICE_UNAVAILABLE_PATH) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Where "Try again" on the 503 page goes: the page named by `?from=`, else the page of this site that linked here
 * (the referrer), else nowhere (null: there is no failed page to try again).
 */
export function retryTarget(search: string, referrer: string, origin: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (from !== null && !from.startsWith('/')) return null;
  return samePagePath(from, origin) ?? samePagePath(referrer, origin);
}
