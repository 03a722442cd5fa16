/**
 * Web address (spec §5): optional http:// or https://, then a domain with a top-level label or an IPv4 address,
 * optional port, path, query and fragment; case-insensitive. valibot's url() needs a scheme, hence a pattern.
 * Written without nested quantifiers over the same characters so that a long hostile input cannot make it
 * backtrack exponentially (the classic pattern this rule comes from can).
 */
import * as v from 'valibot';
import { msg, requiredText } from './messages';

const LABEL = '[a-z\\d](?:[a-z\\d-]*[a-z\\d])?';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const HOST = `(?:(?:${LABEL}\\.)+[a-z]{2,}|${OCTET}(?:\\.${OCTET}){3})`;
const PORT = '(?::\\d{1,5})?';
const PATH = "(?:\\/[-a-z\\d%_.~+@:!$&'()*,;=]*)*";
const QUERY = "(?:\\?[-a-z\\d%_.~+@:!$&'()*,;=\\/?]*)?";
const FRAGMENT = "(?:#[-a-z\\d%_.~+@:!$&'()*,;=\\/?]*)?";

export const WEB_ADDRESS_REGEX = new RegExp(
  `^(?:https?:\\/\\/)?${HOST}${PORT}${PATH}${QUERY}${FRAGMENT}$`,
  'i',
);
/** Browsers and servers commonly cap URLs around 2,000 characters. */
export const WEB_ADDRESS_MAX_LENGTH = 2048;

export const webAddress = v.pipe(
  requiredText(),
  v.maxLength(WEB_ADDRESS_MAX_LENGTH, msg('tooLong')),
  v.regex(WEB_ADDRESS_REGEX, msg('url')),
);
