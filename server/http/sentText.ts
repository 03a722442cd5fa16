/**
 * A request as it was sent: the JSON body's text, or the query string, before anything parsed it. The answer caches
 * (./define.ts) key a request by it, so an answer kept for it goes out without the request being parsed against its
 * schema again; a parsed value would not do as a key: `1e400` and `null` both stringify to `null`, yet only one of
 * them is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text as received; null when no JSON body was (none, or another content type). */
    sentBody: string | null;
  }
}

/** Fastify's own JSON parser (its guards against prototype poisoning included), keeping the text it parsed. */
export function keepSentBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('sentBody', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string; // parseAs: 'string'
    req.sentBody = text;
    parseJson(req, text, done);
  });
}

/**
 * What a request sent to be checked, as text: the query string of a GET or DELETE, else the JSON body's text ('' for
 * no body at all). Undefined for a body another parser read (a form, plain text): it has no text kept to key it by.
 */
export function sentText(req: FastifyRequest, inQuery: boolean): string | undefined {
  if (inQuery) {
    const start = req.url.indexOf('?');
    return start < 0 ? '' : req.url.slice(start + 1);
  }
  if (req.sentBody !== null) return req.sentBody;
  return req.body === undefined ? '' : undefined;
}
