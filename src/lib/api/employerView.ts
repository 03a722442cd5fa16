/**
 * employer/view: the signed-in employer, its approval status and its company with the profile's completion. Read
 * fresh by the employer's landing pages; the answer refreshes the stored session (so an approval shows without
 * signing in again) and, through it, the profilePercent cookie of the forced company setup (lib/store/shell).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AnswerOf } from '@common/api/answers';
import { useShellStore, type SessionUser } from '../store/shell';
import { api, unwrap } from './index';

export type EmployerView = AnswerOf<'employer', 'view'>;
export const EMPLOYER_VIEW_KEY = ['employer', 'view'] as const;

export function useEmployerView() {
  const token = useShellStore((state) => state.token);
  const setSession = useShellStore((state) => state.setSession);
  const query = useQuery({
    queryKey: [...EMPLOYER_VIEW_KEY, token],
    queryFn: async ({ signal }) =>
      unwrap<EmployerView>(await api('employer', 'view', { signal, showErrorToast: false })),
    staleTime: 0,
    enabled: Boolean(token),
  });
  const fresh = query.data;
  useEffect(() => {
    if (fresh && token) setSession({ token, user: fresh as unknown as SessionUser });
  }, [fresh, token, setSession]);
  return query;
}
