/**
 * A call that answers a file (resumes/download/{id}, user-jobs/resume/{id}, order/invoice): fetched with the
 * session's headers (a POST with `body` as JSON) and saved under the name the server gives. An error comes as an
 * envelope, whose message (in the user's language) is thrown.
 */
import type { ActionName, ModuleName } from '@common/api/routes';
import { findRoute, routeUrl } from '@common/api/routes';
import { requestHeaders } from './client';

function nameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/** The file a call answers, and the name the server gives it; an error envelope's message is thrown. */
export async function fetchFile<M extends ModuleName>(
  module: M,
  action: ActionName<M>,
  params: Record<string, string | number>,
  query = '',
  body?: unknown,
): Promise<{ blob: Blob; name: string }> {
  const route = findRoute(module, action);
  if (!route) throw new Error(`No route ${module}.${action}`);
  const headers = requestHeaders('application/pdf, application/octet-stream, application/json');
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(routeUrl(route, params) + query, {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(envelope?.message || response.statusText);
  }
  return {
    blob: await response.blob(),
    name: nameOf(response.headers.get('content-disposition'), 'download'),
  };
}

/** Saves a file as the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadFile<M extends ModuleName>(
  module: M,
  action: ActionName<M>,
  params: Record<string, string | number>,
  query = '',
  body?: unknown,
): Promise<void> {
  const { blob, name } = await fetchFile(module, action, params, query, body);
  saveBlob(blob, name);
}
