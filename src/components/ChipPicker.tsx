/**
 * Picks several entries of a long list (skills, cities): a search box whose matches are buttons, and the picked
 * entries as chips with a remove button. Keyboard: type, Tab to a match, Enter adds it; each chip's × removes it.
 * Where the list is open to suggestions (`onCreate`), what was typed can be added as a new entry when the search
 * finds nothing: the list cannot know every skill of every trade.
 */
import { useId, useState } from 'react';
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
  /** Adds `name` to the list (or finds the entry of that name) and answers it; it is then picked. */
  onCreate?: (name: string) => Promise<Pick>;
}

/** A name as people read it: no spaces around it, one between words. */
const spaced = (name: string) => name.trim().replace(/\s+/g, ' ');

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
  onCreate,
}: Props) {
  const { t } = useTranslation('pickers');
  const id = useId();
  const [creating, setCreating] = useState(false);
  const chosen = new Set(selected.map((pick) => pick.id));
  const matches = suggestions.filter((pick) => !chosen.has(pick.id));
  const typed = spaced(search);
  // Offered only when the search finds nothing: a fragment on its way to an entry ('ac' for Accounting) is no name.
  const creatable =
    onCreate !== undefined &&
    suggestions.length === 0 &&
    !selected.some((pick) => spaced(pick.label).toLocaleLowerCase() === typed.toLocaleLowerCase());
  const create = async () => {
    setCreating(true);
    try {
      const pick = await onCreate!(typed);
      if (!chosen.has(pick.id)) onAdd(pick);
      onSearch('');
    } catch {
      // The API client has shown why (a toast); what was typed stays, to correct or try again.
    } finally {
      setCreating(false);
    }
  };
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
      {typed.length >= 2 && (
        <ul className="suggestions" aria-label={t('chips.matches')}>
          {matches.length === 0 && !creatable ? (
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
          {creatable && (
            <li>
              <button
                type="button"
                className="suggestion-new"
                onClick={create}
                disabled={creating}
                aria-busy={creating}
              >
                {t('chips.create', { name: typed })}
              </button>
              <p className="field-hint">{t('chips.createHint')}</p>
            </li>
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
