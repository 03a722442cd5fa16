/**
 * The API client of spec §7 / ARCHITECTURE §3. `api(module, action, options)` picks the route from the shared route
 * table, uses the guest twin when signed out, sends the auth, admin and language headers, and handles the answer:
 * HTTP 404 → /404, UNAUTHENTICATED → logout hook, other errors → toast with the server's message. It resolves with
 * the envelope whatever its code (use `unwrap` to turn error envelopes into exceptions, e.g. in queries).
 */
import { AUTH_SCHEME, HEADER_NAME } from '@common/constants/storage';
import { SHOW_ERROR_TOAST_DEFAULT } from '@common/constants/ui';
import { ResponseCode, type Envelope } from '@common/api/envelope';
import type { AnswerOf } from '@common/api/answers';
import { findRoute, routeUrl, type ActionName, type ModuleName } from '@common/api/routes';
import { currentLanguage, i18n } from '../i18n';
import {
  isNetworkError,
  READ_TIMEOUT_MS,
  reportNetworkFailure,
  reportNetworkSuccess,
  SW_FALLBACK_HEADER,
  WRITE_TIMEOUT_MS,
} from '../network';
import { storedAdminId, useShellStore } from '../store/shell';
import { apiHooks } from './hooks';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue | QueryValue[]>;
  signal?: AbortSignal;
  /** Toast the server's message when the call fails (default true). */
  showErrorToast?: boolean;
  /** Navigate to /404 on an HTTP 404 (default true; off for look-ups that may legitimately miss, like SEO rows). */
  redirectOnNotFound?: boolean;
  /** Extra headers, sent last (e.g. HEADER_NAME.IDEMPOTENCY_KEY for an action the offline queue may replay). */
  headers?: Record<string, string>;
  /**
   * Toast 'something went wrong' when a write gets no answer (default: as showErrorToast). Off for an action the
   * offline queue takes over when the network fails (src/lib/pending/send.ts): it did not fail, it waits.
   */
  networkErrorToast?: boolean;
  /**
   * Milliseconds before the call gives up as a network failure (src/lib/network.ts); 0 for none. By default 15 s for
   * a read (a GET, a read with a guest twin, or a query's call: queries pass their `signal`), 45 s for a write, none
   * for an upload (a FormData or Blob body).
   */
  timeoutMs?: number;
}

/** Thrown for a wrong route name, and by `unwrap` for an error envelope. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly envelope?: Envelope,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const ERROR_CODES: ReadonlySet<string> = new Set([
  ResponseCode.ERROR,
  ResponseCode.FAILURE,
  ResponseCode.DUPLICATE,
  ResponseCode.UNAUTHENTICATED,
]);

/** The HTTP status of each answered envelope (kept beside it, so envelopes stay plain data). */
const statusOf = new WeakMap<object, number>();
export function envelopeStatus(envelope: Envelope): number | undefined {
  return statusOf.get(envelope);
}

export function isErrorEnvelope(envelope: Envelope, status = envelopeStatus(envelope) ?? 200): boolean {
  return status >= 400 || ERROR_CODES.has(envelope.code);
}

/** The data of a successful envelope; throws ApiError for an error envelope. */
export function unwrap<T = unknown>(envelope: Envelope): T {
  if (isErrorEnvelope(envelope)) {
    throw new ApiError(envelope.message, envelope, envelopeStatus(envelope));
  }
  return envelope.data as T;
}

const ERROR_TEXT_EN = {
  somethingWrong: 'Oops, something went wrong !',
  wrongUrl: 'Oops!, I guess its a wrong url.',
} as const;

/** The errorMsg text in the current language (the shell loads errorMsg at start; English until it has). */
function errorText(key: keyof typeof ERROR_TEXT_EN): string {
  const text = i18n.isInitialized ? i18n.t(key, { ns: 'errorMsg', defaultValue: ERROR_TEXT_EN[key] }) : '';
  return text || ERROR_TEXT_EN[key];
}

function queryString(query: ApiOptions['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where calls go: the browser's fetch. The server renderer (src/entry-server.tsx) answers them in-process, so that a
 * page rendered on the server makes the same calls as in the browser.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** In-flight GETs by URL: a repeated GET to the same URL aborts the earlier one (spec §7). */
const inflightGets = new Map<string, AbortController>();

function linkSignal(controller: AbortController, outer?: AbortSignal) {
  if (!outer) return;
  if (outer.aborted) controller.abort(outer.reason);
  else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
}

async function parseEnvelope(response: Response): Promise<Envelope> {
  const fallback: Envelope = {
    code: response.ok ? ResponseCode.SUCCESS : ResponseCode.ERROR,
    message: '',
    data: null,
  };
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return fallback;
  let body: Partial<Envelope> | null;
  try {
    body = (await response.json()) as Partial<Envelope> | null;
  } catch (error) {
    // The body stopped coming (network lost, timed out): a network failure, not an empty answer.
    if (!(error instanceof SyntaxError)) throw error;
    return fallback;
  }
  return body && typeof body === 'object' && 'code' in body
    ? (body as Envelope)
    : { ...fallback, data: body };
}

/**
 * Calls `module.action`. The answer's `data` is typed from the call's answer schema (common/api/answers.ts, as a
 * type only: no schema code reaches the bundle); an error envelope carries `null` or `{ errors }` there instead.
 */
/** What every call sends: the language, the session's token and the admin id when there are. */
export function requestHeaders(accept = 'application/json'): Record<string, string> {
  const { token } = useShellStore.getState();
  const headers: Record<string, string> = { Accept: accept, [HEADER_NAME.LANGUAGE]: currentLanguage() };
  if (token) headers.Authorization = `${AUTH_SCHEME} ${token}`;
  const adminId = storedAdminId();
  if (adminId) headers[HEADER_NAME.ADMIN_ID] = adminId;
  return headers;
}

export async function api<M extends ModuleName, A extends ActionName<M>>(
  module: M,
  action: A,
  options: ApiOptions = {},
): Promise<Envelope<AnswerOf<M, A>>> {
  const {
    body,
    params,
    query,
    signal,
    showErrorToast = SHOW_ERROR_TOAST_DEFAULT,
    redirectOnNotFound = true,
    networkErrorToast = showErrorToast,
  } = options;
  const route = findRoute(module, action);
  if (!route) {
    const message = errorText('wrongUrl');
    if (showErrorToast) apiHooks.toastError(message);
    throw new ApiError(message);
  }

  const { token } = useShellStore.getState();
  const guest = !token && Boolean(route.guestPath);
  const url = routeUrl(route, params, guest) + (route.method === 'GET' ? queryString(query) : '');

  const headers = requestHeaders();
  let payload: BodyInit | undefined;
  if (route.method !== 'GET' && body !== undefined) {
    if (body instanceof FormData || body instanceof Blob) payload = body;
    else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  Object.assign(headers, options.headers);

  const controller = new AbortController();
  linkSignal(controller, signal);
  if (route.method === 'GET') {
    inflightGets.get(url)?.abort(new DOMException('Superseded by a newer request', 'AbortError'));
    inflightGets.set(url, controller);
  }
  const read = route.method === 'GET' || Boolean(route.guestPath) || signal !== undefined;
  const upload = payload instanceof FormData || payload instanceof Blob;
  const timeoutMs = options.timeoutMs ?? (upload ? 0 : read ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);
  const timer =
    timeoutMs > 0
      ? setTimeout(
          () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
          timeoutMs,
        )
      : undefined;

  let response: Response;
  let envelope: Envelope;
  try {
    response = await transport(url, {
      method: route.method,
      headers,
      body: payload,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    envelope = await parseEnvelope(response);
  } catch (caught) {
    // A timeout aborts the call: fetch then rejects with the abort reason, or with an AbortError of its own.
    const reason: unknown = controller.signal.reason;
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    const error = timedOut ? reason : caught;
    if (timedOut || (!controller.signal.aborted && isNetworkError(error))) {
      reportNetworkFailure();
      // A read that cannot reach the server is shown by the page (its offline copy, or the offline overlay), not
      // by a toast; an action the person took is told it did not go through.
      if (!read && networkErrorToast) apiHooks.toastError(errorText('somethingWrong'));
    } else if (!controller.signal.aborted && showErrorToast) {
      apiHooks.toastError(errorText('somethingWrong'));
    }
    throw error;
  } finally {
    clearTimeout(timer);
    if (inflightGets.get(url) === controller) inflightGets.delete(url);
  }

  // An answer of the worker's cache because the network did not answer is the network's failure all the same.
  if (response.headers.has(SW_FALLBACK_HEADER)) reportNetworkFailure();
  else reportNetworkSuccess();
  statusOf.set(envelope, response.status);

  if (response.status === 404 && redirectOnNotFound) {
    apiHooks.navigate('/404');
  } else if (envelope.code === ResponseCode.UNAUTHENTICATED) {
    await apiHooks.logout(envelope);
  } else if (isErrorEnvelope(envelope, response.status) && showErrorToast) {
    apiHooks.toastError(envelope.message || errorText('somethingWrong'));
  }
  // The server serialized `data` with the call's answer schema (or sent an error envelope).
  return envelope as Envelope<AnswerOf<M, A>>;
}
