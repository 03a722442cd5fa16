/**
 * What a page and the server rendering it (src/entry-server.tsx) tell each other. The server says at which address
 * the site is public (absolute links: canonical, og:url, JSON-LD); the page says what the HTTP answer is when it is
 * not a plain 200: 404 for a thing that is gone, 301 to a thing's canonical address. The server renders one page at
 * a time, so one record serves. In the browser the address is the window's, and the answer is already sent.
 */
export interface PageAnswer {
  status: number;
  location?: string;
}

let origin: string | undefined;
let answer: PageAnswer | undefined;

/** Server only: starts a page's render at `siteOrigin`; the record returned fills in while the page renders. */
export function beginServerRender(siteOrigin: string): PageAnswer {
  origin = siteOrigin;
  answer = { status: 200 };
  return answer;
}

/** The public origin of the site ('https://jobs.example'). */
export function siteOrigin(): string {
  return origin ?? window.location.origin;
}

/** The page shows that what the address names does not exist (any more): HTTP 404 when rendered on the server. */
export function answerNotFound(): void {
  if (answer) answer.status = 404;
}

/** The page lives at another address: HTTP 301 to it when rendered on the server. */
export function answerMovedTo(location: string): void {
  if (answer) Object.assign(answer, { status: 301, location });
}
