/**
 * Picks several entries of a long list (skills, cities): a search box whose matches are buttons, and the picked
 * entries as chips with a remove button. Keyboard: type, Tab to a match, Enter adds it; each chip's × removes it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './ui/choices.css';

export interface Pick {
  id: number;
  label: string;
}

interface Props {
  label: string;
  hint?: string;
  error?: string | undefined;
  selected: readonly Pick[];
  onAdd: (pick: Pick) => void;
  onRemove: (id: number) => void;
  search: string;
  onSearch: (text: string) => void;
  suggestions: readonly Pick[];
}

export function ChipPicker({
  label,
  hint,
  error,
  selected,
  onAdd,
  onRemove,
  search,
  onSearch,
  suggestions,
}: Props) {
  const { t } = useTranslation('pickers');
  const id = useId();
  const chosen = new Set(selected.map((pick) => pick.id));
  const matches = suggestions.filter((pick) => !chosen.has(pick.id));
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={`${id}-search`}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <ul className="chips" aria-label={t('chips.chosen', { label })}>
        {selected.map((pick) => (
          <li key={pick.id} className="chip">
            {pick.label}
            <button
              type="button"
              onClick={() => onRemove(pick.id)}
              aria-label={t('chips.remove', { name: pick.label })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={`${id}-search`}
        className="input"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t('chips.placeholder')}
      />
      {search.trim().length >= 2 && (
        <ul className="suggestions" aria-label={t('chips.matches')}>
          {matches.length === 0 ? (
            <li className="field-hint">{t('chips.none')}</li>
          ) : (
            matches.slice(0, 8).map((pick) => (
              <li key={pick.id}>
                <button
                  type="button"
                  onClick={() => {
                    onAdd(pick);
                    onSearch('');
                  }}
                >
                  {t('chips.add', { name: pick.label })}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
