import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../lib/i18n/languages';
import { changeLanguage } from '../lib/i18n';

/** Each language by its own name, so a reader of either can find theirs. */
const NATIVE_NAMES = { en: 'English', id: 'Indonesia' } as const;

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="lang-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const lng = event.target.value;
          if (isLanguage(lng)) void changeLanguage(lng);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {NATIVE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
