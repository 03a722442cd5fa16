/**
 * The filters of the job search, each applied as soon as it changes (the results and every other count follow).
 * Beside each value, how many jobs it gives with the other filters kept (jobs/facets). The same panel is the sidebar
 * on wide screens and the bottom sheet on phones (./FilterSheet.tsx).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MILLION, SALARY_SLIDER_MAX } from '@common/constants/limits';
import { POSTED_WITHIN, type PostedWithin } from '@common/constants/jobs';
import { useCategoryOptions, useCitySearch, useMasterOptions } from '../../../lib/api/reference';
import type { JobFacets } from '../api/search';
import type { SearchState } from '../../../lib/jobSearch/searchState';
import '../../../components/ui/choices.css';

type Change = (change: Partial<SearchState>) => void;
interface Option {
  value: string;
  label: string;
  count?: number | undefined;
}

const EXPERIENCE_STEPS = [0, 1, 2, 3, 5, 10] as const;
/** How long a slider rests before its value searches (dragging would otherwise search at every step). */
const SLIDER_SETTLE_MS = 500;

function Count({ count }: { count: number | undefined }) {
  const { t } = useTranslation('jobSearch');
  if (count === undefined) return null;
  return (
    <span className="facet-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, {t('filters.jobsHere', { count })}</span>
    </span>
  );
}

function CheckGroup({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: Option[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  if (options.length === 0) return null;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((chosen) => chosen !== value));
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="check">
          <input
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
          <Count count={option.count} />
        </label>
      ))}
    </fieldset>
  );
}

/** Options of a reference list with the facet counts; values that no job has are left out unless chosen. */
function withCounts(
  options: { value: string; label: string }[] | undefined,
  counts: Map<string, number> | undefined,
  selected: string[],
): Option[] {
  return (options ?? [])
    .map((option) => ({ ...option, count: counts ? (counts.get(option.value) ?? 0) : undefined }))
    .filter((option) => option.count !== 0 || selected.includes(option.value));
}

function CityFilter({
  state,
  facets,
  onChange,
}: {
  state: SearchState;
  facets: JobFacets | undefined;
  onChange: Change;
}) {
  const { t } = useTranslation('jobSearch');
  const id = useId();
  const [search, setSearch] = useState('');
  const { data: matches = [] } = useCitySearch(search.trim());
  const selected = state.cityIds.map(String);
  const listed = new Set((facets?.cities ?? []).map((city) => city.id));
  const options: Option[] = (facets?.cities ?? []).map((city) => ({
    value: String(city.id),
    label: city.name,
    count: city.count,
  }));
  return (
    <fieldset className="filter-group">
      <legend>{t('filters.location')}</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={state.remote}
          onChange={(event) => onChange({ remote: event.target.checked })}
        />
        <span>{t('filters.remote')}</span>
        <Count count={facets?.remote} />
      </label>
      {options.map((option) => (
        <label key={option.value} className="check">
          <input
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={(event) =>
              onChange({
                cityIds: event.target.checked
                  ? [...state.cityIds, Number(option.value)]
                  : state.cityIds.filter((city) => city !== Number(option.value)),
              })
            }
          />
          <span>{option.label}</span>
          <Count count={option.count} />
        </label>
      ))}
      <div className="field city-search">
        <label htmlFor={id}>{t('filters.citySearch')}</label>
        <input
          id={id}
          className="input"
          type="search"
          autoComplete="off"
          value={search}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {t('filters.citySearchHint')}
        </p>
        {search.trim().length >= 2 && (
          <ul className="suggestions">
            {matches.filter((city) => !listed.has(city.id)).length === 0 ? (
              <li className="field-hint">{t('filters.cityNone')}</li>
            ) : (
              matches
                .filter((city) => !listed.has(city.id))
                .slice(0, 6)
                .map((city) => (
                  <li key={city.id}>
                    <button
                      type="button"
                      onClick={() => {
                        onChange({ cityIds: [...state.cityIds, city.id] });
                        setSearch('');
                      }}
                    >
                      {t('filters.cityAdd', { name: city.name })}
                    </button>
                  </li>
                ))
            )}
          </ul>
        )}
      </div>
    </fieldset>
  );
}

/** A slider in millions of rupiah (spec §9: 0 to SALARY_SLIDER_MAX); its far end means no bound. */
function SalarySlider({
  label,
  value,
  fallback,
  onSettle,
}: {
  label: string;
  value: number | null;
  fallback: number;
  onSettle: (millions: number) => void;
}) {
  const { t } = useTranslation('jobSearch');
  const id = useId();
  const fromAddress = value === null ? fallback : Math.round(value / MILLION);
  const [millions, setMillions] = useState(fromAddress);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The address changed (a chip removed, back): the slider follows it.
  const [synced, setSynced] = useState(fromAddress);
  if (synced !== fromAddress) {
    setSynced(fromAddress);
    setMillions(fromAddress);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown =
    millions === fallback ? t('filters.salaryAny') : t('filters.salaryMillions', { amount: millions });
  return (
    <div className="range-field">
      <label htmlFor={id}>{label}</label>
      <output htmlFor={id}>{shown}</output>
      <input
        id={id}
        type="range"
        min={0}
        max={SALARY_SLIDER_MAX}
        step={1}
        value={millions}
        aria-valuetext={shown}
        onChange={(event) => {
          const next = Number(event.target.value);
          setMillions(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSettle(next), SLIDER_SETTLE_MS);
        }}
      />
    </div>
  );
}

export function FilterPanel({
  state,
  facets,
  onChange,
}: {
  state: SearchState;
  facets: JobFacets | undefined;
  onChange: Change;
}) {
  const { t } = useTranslation('jobSearch');
  const categories = useCategoryOptions().data;
  const types = useMasterOptions('TYPE_OF_EMPLOYMENT').data;
  const levels = useMasterOptions('POSITION_LEVEL').data;
  const countsBy = <T extends { count: number }>(rows: T[] | undefined, key: (row: T) => string | number) =>
    rows ? new Map(rows.map((row) => [String(key(row)), row.count])) : undefined;
  const typeCounts = countsBy(facets?.employmentTypes, (row) => row.code);
  const levelCounts = countsBy(facets?.positionLevels, (row) => row.code);
  const categoryCounts = countsBy(facets?.categories, (row) => row.id);
  // A number of years from a link that is not one of the steps is still shown as chosen.
  const experienceSteps = [...new Set([...EXPERIENCE_STEPS, state.experience ?? 0])].sort((a, b) => a - b);
  const experienceId = useId();

  return (
    <div className="filter-panel">
      <CheckGroup
        legend={t('filters.type')}
        options={withCounts(types, typeCounts, state.employmentTypes)}
        selected={state.employmentTypes}
        onChange={(employmentTypes) => onChange({ employmentTypes })}
      />
      <CityFilter state={state} facets={facets} onChange={onChange} />
      <fieldset className="filter-group">
        <legend>{t('filters.salary')}</legend>
        <SalarySlider
          label={t('filters.salaryMin')}
          value={state.salaryMin}
          fallback={0}
          onSettle={(millions) => onChange({ salaryMin: millions === 0 ? null : millions * MILLION })}
        />
        <SalarySlider
          label={t('filters.salaryMax')}
          value={state.salaryMax}
          fallback={SALARY_SLIDER_MAX}
          onSettle={(millions) =>
            onChange({ salaryMax: millions === SALARY_SLIDER_MAX ? null : millions * MILLION })
          }
        />
      </fieldset>
      <CheckGroup
        legend={t('filters.category')}
        options={withCounts(categories, categoryCounts, state.categoryIds.map(String))}
        selected={state.categoryIds.map(String)}
        onChange={(ids) => onChange({ categoryIds: ids.map(Number) })}
      />
      <CheckGroup
        legend={t('filters.level')}
        options={withCounts(levels, levelCounts, state.positionLevels)}
        selected={state.positionLevels}
        onChange={(positionLevels) => onChange({ positionLevels })}
      />
      <div className="field filter-group">
        <label htmlFor={experienceId}>{t('filters.experience')}</label>
        <select
          id={experienceId}
          className="input"
          value={state.experience ?? ''}
          onChange={(event) =>
            onChange({ experience: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{t('filters.experienceAny')}</option>
          {experienceSteps.map((years) => (
            <option key={years} value={years}>
              {years === 0 ? t('filters.experienceFresh') : t('filters.experienceYears', { count: years })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="filter-group">
        <legend>{t('filters.posted')}</legend>
        {([null, ...(Object.keys(POSTED_WITHIN) as PostedWithin[])] as const).map((within) => (
          <label key={within ?? 'any'} className="check">
            <input
              type="radio"
              name="postedWithin"
              checked={state.postedWithin === within}
              onChange={() => onChange({ postedWithin: within })}
            />
            <span>{within ? t(`filters.posted${within}`) : t('filters.postedAny')}</span>
            {within && <Count count={facets?.postedWithin[within]} />}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
