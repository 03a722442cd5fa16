import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language, pickLanguage, translate } from '../../common/locales/index.js';

/** The spec's `lng` header, as sent. */
function lngHeader(req: FastifyRequest): string | undefined {
  const lng = req.headers['lng'];
  return Array.isArray(lng) ? lng[0] : lng;
}

/** The language of server messages: the `lng` header of the spec, else the browser's Accept-Language. */
export function requestLanguage(req: FastifyRequest): Language {
  return pickLanguage(lngHeader(req) ?? req.headers['accept-language']);
}

/** The language the app says its user has chosen (the `lng` header it sends with every call), if it names one. */
export function chosenLanguage(req: FastifyRequest): Language | undefined {
  const value = lngHeader(req);
  return isLanguage(value) ? value : undefined;
}

export function translator(lng: Language) {
  return (key: string, vars?: Record<string, unknown>) => translate(lng, key, vars);
}
