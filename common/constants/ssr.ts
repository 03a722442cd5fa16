/** The marks a server-rendered page carries (server/http/pages.ts writes them, src/app/ssr/ reads them). */

/** The `<script type="application/json">` holding the state the page was rendered with. */
export const SSR_STATE_ID = 'ssr-state';
/** Comments around the page's head tags, so that a browser rendering the page afresh can take them out. */
export const SSR_HEAD_START = 'ssr-head';
export const SSR_HEAD_END = '/ssr-head';

/** The picture of a page shared without one of its own (og:image): the 512 px app icon. */
export const OG_IMAGE = '/icons/icon-512.png';
