/**
 * The server's two cookies: the session token (set and cleared by the accounts module's session routes) and the
 * language the app was set to (read by server-rendered pages). Read from the request's Cookie header where they are
 * needed, not by a plugin on every call: @fastify/cookie parsed every request's cookies and ran an onSend hook on every
 * answer, which the API's calls, carrying their token in the Authorization header, never use.
 */
import { type SetCookie, parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of the cookie `name` the request carries, if any. */
export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header)[name] : undefined;
}

export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

/** Adds a Set-Cookie header to the answer (beside any set before: Fastify keeps each `set-cookie` it is given). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  void reply.header('set-cookie', stringifySetCookie({ name, value, ...options }));
}

/** Tells the browser to drop the cookie `name` of `path`. */
export function clearCookie(reply: FastifyReply, name: string, path: string): void {
  setCookie(reply, name, '', { path, expires: new Date(0), maxAge: 0 });
}
