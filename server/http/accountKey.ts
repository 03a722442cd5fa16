import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { tokenFromHeader } from '../auth/sessions.js';

/**
 * A rate limit's key for calls counted per account (uploads, orders): the account a signed token names (its
 * signature checked, not yet its session), else the client's address.
 */
export async function accountKey(req: FastifyRequest): Promise<string> {
  const token = tokenFromHeader(req.headers.authorization);
  if (token) {
    try {
      const { payload } = await jwtVerify(token, req.server.deps.secret, { algorithms: ['HS256'] });
      if (payload.sub) return `user:${payload.sub}`;
    } catch {
      // Not our token: counted by address below.
    }
  }
  return `ip:${req.ip}`;
}
