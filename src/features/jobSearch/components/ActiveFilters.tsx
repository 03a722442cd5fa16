/**
 * The filters on, as chips that each remove one, and 'Clear all' (the words stay). The empty state shows the same
 * chips as its suggestions.
 */
import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@common/format/money';
import { useCategoryOptions, useMasterOptions } from '../../../lib/api/reference';
import type { JobFacets } from '../api/search';
import { cleared, type SearchState } from '../../../lib/jobSearch/searchState';
import '../../../components/ui/choices.css';

interface Chip {
  key: string;
  label: string;
  without: Partial<SearchState>;
}

function useChips(state: SearchState, facets: JobFacets | undefined): Chip[] {
  const { t } = useTranslation('jobSearch');
  const categories = useCategoryOptions().data ?? [];
  const types = useMasterOptions('TYPE_OF_EMPLOYMENT').data ?? [];
  const levels = useMasterOptions('POSITION_LEVEL').data ?? [];
  const nameIn = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  const cityName = (id: number) => facets?.cities.find((city) => city.id === id)?.name ?? String(id);
  const chips: Chip[] = [
    ...state.employmentTypes.map((code) => ({
      key: `type-${code}`,
      label: nameIn(types, code),
      without: { employmentTypes: state.employmentTypes.filter((c) => c !== code) },
    })),
    ...(state.remote ? [{ key: 'remote', label: t('filters.remote'), without: { remote: false } }] : []),
    ...state.cityIds.map((id) => ({
      key: `city-${id}`,
      label: cityName(id),
      without: { cityIds: state.cityIds.filter((c) => c !== id) },
    })),
    ...state.categoryIds.map((id) => ({
      key: `category-${id}`,
      label: nameIn(categories, String(id)),
      without: { categoryIds: state.categoryIds.filter((c) => c !== id) },
    })),
    ...state.positionLevels.map((code) => ({
      key: `level-${code}`,
      label: nameIn(levels, code),
      without: { positionLevels: state.positionLevels.filter((c) => c !== code) },
    })),
  ];
  if (state.salaryMin !== null)
    chips.push({
      key: 'salaryMin',
      label: t('chips.salaryMin', { amount: formatRupiah(state.salaryMin) }),
      without: { salaryMin: null },
    });
  if (state.salaryMax !== null)
    chips.push({
      key: 'salaryMax',
      label: t('chips.salaryMax', { amount: formatRupiah(state.salaryMax) }),
      without: { salaryMax: null },
    });
  if (state.experience !== null)
    chips.push({
      key: 'experience',
      label: state.experience === 0 ? t('chips.fresh') : t('chips.experience', { count: state.experience }),
      without: { experience: null },
    });
  if (state.postedWithin)
    chips.push({
      key: 'posted',
      label: t(`filters.posted${state.postedWithin}`),
      without: { postedWithin: null },
    });
  return chips;
}

export function ActiveFilters({
  state,
  facets,
  onChange,
}: {
  state: SearchState;
  facets: JobFacets | undefined;
  onChange: (next: Partial<SearchState>) => void;
}) {
  const { t } = useTranslation('jobSearch');
  const chips = useChips(state, facets);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <ul className="chips" aria-label={t('chips.label')}>
        {chips.map((chip) => (
          <li key={chip.key} className="chip">
            {chip.label}
            <button
              type="button"
              onClick={() => onChange(chip.without)}
              aria-label={t('chips.remove', { name: chip.label })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost" onClick={() => onChange(cleared(state))}>
        {t('chips.clearAll')}
      </button>
    </div>
  );
}

/** How many filters are on (the words are not a filter): the count on the phone's Filters button. */
export function filterCount(state: SearchState): number {
  return (
    state.employmentTypes.length +
    state.cityIds.length +
    state.categoryIds.length +
    state.positionLevels.length +
    (state.remote ? 1 : 0) +
    (state.salaryMin !== null ? 1 : 0) +
    (state.salaryMax !== null ? 1 : 0) +
    (state.experience !== null ? 1 : 0) +
    (state.postedWithin ? 1 : 0)
  );
}
