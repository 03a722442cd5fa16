/**
 * Taking over a page the server rendered (src/entry-server.tsx) without a visible change: the language it was
 * rendered in and the query cache it rendered with (the router loads the page's modules before the first render), so
 * that the first render in the browser is the server's render.
 */
import { hydrate as hydrateQueries, type QueryClient } from '@tanstack/react-query';
import { SSR_HEAD_END, SSR_HEAD_START } from '@common/constants/ssr';
import { readState, type SsrState } from './state';

/**
 * The server-rendered state to hydrate with, or null to render afresh: no state, or a page this browser would not
 * render the same: it went elsewhere before rendering, holds a session the server did not see, or the user chose
 * another language than the one the server picked from the browser's.
 */
export function hydratableState(
  servedPath: string,
  browser: { signedIn: boolean; language: string },
): SsrState | null {
  const state = readState();
  if (!state || browser.signedIn || browser.language !== state.lng) return null;
  if (window.location.pathname !== servedPath) return null;
  return state;
}

export function hydrateQueryCache(queryClient: QueryClient, state: SsrState): void {
  hydrateQueries(queryClient, state.queries);
}

/**
 * Takes out the head tags (title, description…) of a server-rendered page that is rendered afresh instead: the app
 * renders its own, and two descriptions would disagree.
 */
export function dropServerHead(doc: Document = document): void {
  let inside = false;
  for (const node of [...doc.head.childNodes]) {
    const mark = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null;
    if (mark === SSR_HEAD_START) inside = true;
    if (inside) node.remove();
    if (mark === SSR_HEAD_END) return;
  }
}
