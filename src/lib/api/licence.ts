/**
 * licence/subscription-details (issue 15): the signed-in person's running plan and what is left of it — an
 * employer's live jobs against the plan's and top-ups' limit, a candidate's applications this month. Read by the
 * billing pages and by the cards other pages show before a limit is reached (the employer's dashboard, the apply
 * page, My jobs), so one query key serves them all; paying for a plan refreshes it. An extra around the pages that
 * show the cards (src/lib/offline/rules.ts): offline, a page does not count as empty for lack of it.
 */
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { useShellStore } from '../store/shell';
import { api, unwrap } from './index';

export type Subscription = AnswerOf<'licence', 'subscriptionDetails'>;
export const LICENCE_KEY = ['licence'] as const;
export const SUBSCRIPTION_KEY = [...LICENCE_KEY, 'subscription'] as const;

/** The running plan of the signed-in person (nothing for a guest). */
export function useSubscription(enabled = true) {
  const token = useShellStore((state) => state.token);
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEY, token],
    queryFn: async ({ signal }) =>
      unwrap<Subscription>(
        await api('licence', 'subscriptionDetails', {
          signal,
          showErrorToast: false,
          redirectOnNotFound: false,
        }),
      ),
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}
