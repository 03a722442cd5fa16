/**
 * The security headers of answers that are data, not documents: the API's JSON, files and PDFs (and the answers no
 * route produced). Nothing in them is ever rendered as a page, so the app's long content security policy and
 * helmet's document headers (DNS prefetch, download options, cross-domain policies, XSS auditor, agent clusters,
 * opener policy) say nothing there; this short set forbids rendering and framing them (OWASP's REST headers). It
 * saves about 650 bytes and a middleware chain per call, which matters on answers of 1–2 KB kept in memory.
 */
import { API_UNVERSIONED_BASE } from '../../common/api/routes.js';

export const DATA_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
} as const;

const API_PREFIX = `${API_UNVERSIONED_BASE}/`;
/** The API's documentation pages are documents (Swagger UI's HTML): they keep the app's headers. */
const DOCS_PREFIX = `${API_UNVERSIONED_BASE}/docs`;

/** Whether a request's address is one of the API's calls (answers of data, never a page). */
export const isApiCall = (url: string) => url.startsWith(API_PREFIX) && !url.startsWith(DOCS_PREFIX);
