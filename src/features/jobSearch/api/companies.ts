/** The companies hiring now (company/list and its guest twin), for the companies page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { Language } from '@common/locales';
import { api, unwrap } from '../../../lib/api';

export type CompanyCard = AnswerOf<'company', 'list'>[number];

export const COMPANIES_PER_PAGE = 12;

export function useHiringCompanies(search: string, industry: string, page: number, lng: Language) {
  return useQuery({
    queryKey: ['company', 'list', lng, search, industry, page],
    queryFn: async ({ signal }) => {
      const envelope = await api('company', 'list', {
        body: {
          page,
          limit: COMPANIES_PER_PAGE,
          search,
          filter: industry ? { industryCode: industry } : {},
          sort: -1,
        },
        signal,
      });
      return { companies: unwrap<CompanyCard[]>(envelope), paginator: envelope.paginator! };
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
