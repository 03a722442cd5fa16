/**
 * What a server-rendered page carries for the browser to take over without a visible change: the language it was
 * rendered in and the TanStack Query cache it rendered with. It travels as JSON in a
 * `<script type="application/json">` (data, not code: the content security policy allows no inline script).
 */
import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ID } from '@common/constants/ssr';
import type { Language } from '../../lib/i18n/languages';

export { SSR_STATE_ID };

export interface SsrState {
  lng: Language;
  queries: DehydratedState;
}

/** JSON safe inside a script element: no `</script>` or `<!--` can close or confuse it. */
export function serializeState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of the page being loaded, or null when it was not rendered on the server. */
export function readState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
