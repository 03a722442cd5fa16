/**
 * The employer's own company (spec §7 Employer, Company): read by id (employer/view names it), saved with
 * employer/update-company. A save puts the answer in the cache and refreshes employer/view, which carries the
 * completion the profilePercent cookie keeps (lib/store/shell).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { CompanyUpdateInput } from '@common/schemas/company';
import { api, unwrap } from '../../../lib/api';
import { EMPLOYER_VIEW_KEY } from '../../../lib/api/employerView';
import { writeProfilePercent } from '../../../lib/store/profilePercent';

export type Company = AnswerOf<'company', 'get'>;

export const companyKey = (id: number) => ['company', 'get', id] as const;

export function useCompany(id: number | undefined) {
  return useQuery({
    queryKey: companyKey(id ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<Company>(await api('company', 'get', { params: { id: id! }, signal })),
    enabled: id !== undefined,
  });
}

/** Saves the profile (partially); resolves with the envelope, errors included, for the form to show. */
export function useSaveCompany() {
  const client = useQueryClient();
  return async (body: CompanyUpdateInput) => {
    const envelope = await api('employer', 'updateCompany', { body, showErrorToast: false });
    const company = envelope.data as Company | null;
    if (company && typeof company === 'object' && 'id' in company) {
      client.setQueryData(companyKey(company.id), company);
      // At once, not only when employer/view answers again: the next page load must not force the setup.
      if (company.member?.role === 'ADMIN') writeProfilePercent(company.member.profilePercent);
      await client.invalidateQueries({ queryKey: EMPLOYER_VIEW_KEY });
    }
    return envelope;
  };
}
