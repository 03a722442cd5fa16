/**
 * The interface languages. Same values as common/locales (checked by the type below), declared here because
 * common/locales/index.ts imports every shared catalog statically, and the app loads catalogs lazily.
 */
import type { Language as CommonLanguage } from '@common/locales';

export const LANGUAGES = ['en', 'id'] as const satisfies readonly CommonLanguage[];
export type Language = (typeof LANGUAGES)[number] & CommonLanguage;
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
