import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../lib/i18n/languages';
import { changeLanguage } from '../lib/i18n';

/** Each language by its own name, so a reader of either can find theirs. */
const NATIVE_NAMES = { en: 'English', id: 'Indonesia' } as const;

/** The language a key press on the closed picker moves to (as a native select would), or null for other keys. */
export function languageForKey(key: string, from: Language): Language | null {
  const index = LANGUAGES.indexOf(from);
  const last = LANGUAGES.length - 1;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return LANGUAGES[Math.min(index + 1, last)]!;
    case 'ArrowUp':
    case 'ArrowLeft':
      return LANGUAGES[Math.max(index - 1, 0)]!;
    case 'Home':
    case 'PageUp':
      return LANGUAGES[0]!;
    case 'End':
    case 'PageDown':
      return LANGUAGES[last]!;
    default:
      if (key.length !== 1 || key === ' ') return null;
      // Type-ahead: the first language whose name starts with the letter.
      return LANGUAGES.find((lng) => NATIVE_NAMES[lng].toLowerCase().startsWith(key.toLowerCase())) ?? from;
  }
}

/**
 * The language picker. A native select applies each arrow key press at once (and every text of the page reloads on
 * each); here the keys on the closed picker only choose, and Enter applies the choice. A choice made in the open list
 * (a click, a tap, or Enter there) applies at once; leaving the picker forgets a choice not applied.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const current: Language = isLanguage(resolved) ? resolved : LANGUAGES[0];
  const [pending, setPending] = useState<Language | null>(null);

  const apply = (lng: Language) => {
    setPending(null);
    if (lng !== current) void changeLanguage(lng);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter') {
      if (pending) {
        event.preventDefault();
        apply(pending);
      }
      return;
    }
    if (event.key === 'Escape' && pending) {
      event.preventDefault();
      setPending(null);
      return;
    }
    const next = languageForKey(event.key, pending ?? current);
    if (next === null) return;
    event.preventDefault();
    setPending(next === current ? null : next);
  };

  return (
    <div className="lang-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={pending ?? current}
        onKeyDown={onKeyDown}
        // Opening the list starts from the language in use, so picking the chosen one still counts as a change.
        onMouseDown={() => setPending(null)}
        onBlur={() => setPending(null)}
        onChange={(event) => {
          const lng = event.target.value;
          if (isLanguage(lng)) apply(lng);
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
