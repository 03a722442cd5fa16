/** The hooks pages use: where they are, how to go elsewhere, the query string, and asking before leaving. */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRouter, useRouterState } from './components';
import type { LeaveGuard, Location, NavigateOptions } from './types';

export function useLocation(): Location {
  return useRouterState((state) => state.location);
}

/** 'loading' while the next page's modules load (the current page stays meanwhile). */
export function useNavigation(): { state: 'idle' | 'loading' } {
  return { state: useRouterState((state) => state.navigation) };
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const router = useRouter();
  return useCallback((to, options) => void router.navigate(to, options), [router]);
}

type ParamsInit = URLSearchParams | Record<string, string> | string;

/** The query string, and a setter that navigates to the same page with another one (a new history entry). */
export function useSearchParams(): [URLSearchParams, (next: ParamsInit, options?: NavigateOptions) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: ParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate, pathname],
  );
  return [params, set];
}

/**
 * Asks `leave` before every navigation inside the app while the component is mounted (back and forward included);
 * false keeps the person where they are. The latest `leave` is asked.
 */
export function useLeaveGuard(leave: LeaveGuard): void {
  const router = useRouter();
  const latest = useRef(leave);
  useEffect(() => {
    latest.current = leave;
  });
  useEffect(() => router.guard((transition) => latest.current(transition)), [router]);
}
