/** Calls a route of the table through inject(), by module and action as the app does. */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../common/api/envelope.js';
import { findRoute, routeUrl } from '../../../common/api/routes.js';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  guest?: boolean;
  lng?: 'en' | 'id';
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  module: string,
  action: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const def = findRoute(module, action);
  if (!def) throw new Error(`no route ${module}.${action}`);
  const res = await app.inject({
    method: def.method,
    url: routeUrl(def, options.params ?? {}, options.guest ?? false),
    ...(options.query ? { query: options.query } : {}),
    headers: { ...(options.lng ? { lng: options.lng } : {}), ...(options.headers ?? {}) },
    ...(def.method === 'GET' ? {} : { payload: (options.body ?? {}) as object }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
