/**
 * One city, picked by typing its first letters (the reference call searches by prefix, within the chosen country
 * and state): the matches are buttons in a list under the input; the chosen city shows with a way to change it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCitySearch } from '../lib/api/reference';
import './ui/choices.css';

export interface PickedCity {
  id: number;
  label: string;
}

interface Props {
  label: string;
  countryCode: string;
  stateCode: string;
  value: PickedCity | null;
  onChange(city: PickedCity | null): void;
  error?: string | undefined;
  optionalText?: string;
}

export function CityPicker({ label, countryCode, stateCode, value, onChange, error, optionalText }: Props) {
  const { t } = useTranslation('pickers');
  const id = useId();
  const [search, setSearch] = useState('');
  const { data: matches = [], isFetching } = useCitySearch(search.trim(), countryCode, stateCode);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const typed = search.trim().length >= 2;

  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optionalText && <span className="optional"> ({optionalText})</span>}
      </label>
      {value ? (
        <p className="city-picked">
          <span id={id} tabIndex={-1}>
            {value.label}
          </span>{' '}
          <button type="button" className="link-button" onClick={() => onChange(null)}>
            {t('city.change')}
          </button>
        </p>
      ) : (
        <>
          <p className="field-hint" id={hintId}>
            {countryCode ? t('city.hint') : t('city.countryFirst')}
          </p>
          <input
            id={id}
            className="input"
            type="search"
            autoComplete="off"
            disabled={!countryCode}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
          />
          {typed && (
            <div aria-live="polite">
              {matches.length > 0 ? (
                <ul className="city-matches" aria-label={t('city.matches')}>
                  {matches.map((city) => (
                    <li key={city.id}>
                      <button
                        type="button"
                        className="city-match"
                        onClick={() => {
                          onChange({
                            id: city.id,
                            label: city.stateName ? `${city.name}, ${city.stateName}` : city.name,
                          });
                          setSearch('');
                        }}
                      >
                        {city.stateName ? `${city.name}, ${city.stateName}` : city.name}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                !isFetching && <p className="field-hint">{t('city.none')}</p>
              )}
            </div>
          )}
        </>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
