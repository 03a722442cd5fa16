/**
 * The address of a list page whose state is in its parameters (search, filters, page), with some of them changed:
 * '' removes one; the page starts again at the first unless it is the change, so a new search or filter never opens
 * on a page past its end.
 */
export function listHref(path: string, params: URLSearchParams, changes: Record<string, string>): string {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const text = next.toString();
  return text ? `${path}?${text}` : path;
}
