/**
 * A notification's words, written when it is read (or mailed) in the reader's language from its type and params:
 * common/locales/{en,id}/notices.json. A notification about a job that has since been deleted says so (spec §8:
 * 'Sorry, this job has been deleted') instead of its usual body, whatever its type.
 *
 * The catalog is not one of the shared catalogs of common/locales/index.ts on purpose: those are imported by the
 * app's form schemas (common/schemas/messages.ts), and the app never needs these texts; its own `notification`
 * namespace (src/locales) holds the page's words. Hence also the name `notices`, which the app's catalog loader
 * cannot mistake for its `notification` namespace.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../common/constants/applicationStatus.js';
import type { NotificationType } from '../../../common/constants/notifications.js';
import { DEFAULT_LANGUAGE, type Language, translate } from '../../../common/locales/index.js';
import en from '../../../common/locales/en/notices.json';
import id from '../../../common/locales/id/notices.json';

type Tree = { [key: string]: string | Tree };
const CATALOGS: Record<Language, Tree> = { en, id };

function lookup(lng: Language, key: string): string | undefined {
  let node: string | Tree | undefined = CATALOGS[lng];
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `notices:key` in the language (else English), i18next style: `{{name}}` filled, `key_one`/`key_other` by count. */
export function noticeText(lng: Language, key: string, vars: Record<string, unknown> = {}): string {
  const plural =
    typeof vars.count === 'number' ? `${key}_${new Intl.PluralRules(lng).select(vars.count)}` : undefined;
  const template =
    (plural && (lookup(lng, plural) ?? lookup(DEFAULT_LANGUAGE, plural))) ??
    lookup(lng, key) ??
    lookup(DEFAULT_LANGUAGE, key) ??
    key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    vars[name] === undefined ? '' : String(vars[name]),
  );
}

export interface NoticeWords {
  title: string;
  body: string;
}

const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

/** The title and body of a notification of `type` with `params`, for a reader of `lng`. */
export function renderNotice(
  lng: Language,
  type: NotificationType,
  params: Record<string, string | number>,
  jobDeleted = false,
): NoticeWords {
  const vars: Record<string, unknown> = { ...params };
  // A status is stored as its code and named in the reader's language (the same words as the timeline's).
  if (isStatus(params.status)) vars.status = translate(lng, `messages:applicationStatus.${params.status}`);
  const title = noticeText(lng, `${type}.title`, vars);
  if (jobDeleted) return { title, body: noticeText(lng, 'jobDeleted') };
  const withMessage = type === 'APPLICATION_STATUS' && String(params.message ?? '').trim() !== '';
  return { title, body: noticeText(lng, `${type}.${withMessage ? 'bodyWithMessage' : 'body'}`, vars) };
}
