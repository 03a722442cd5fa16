/**
 * The router in React: <RouterProvider> renders the matched routes inside each other (a route shows its child where
 * it renders <Outlet />), each errorElement as a boundary around its route, and keeps the scroll position the way a
 * browser does across pages: the top on a new page, the old position on back/forward, the target of a #hash.
 */
import {
  Component,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { Router, RouterState } from './router';
import { saveScroll, savedScroll } from './scroll';
import type { RouteMatch } from './types';

const RouterContext = createContext<Router | null>(null);
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component needs to be rendered inside <RouterProvider>.');
  return router;
}

/**
 * One part of the router's state; the component renders again only when that part changes (a page reading the
 * location does not render again, mid-submit, because the next page started loading).
 */
export function useRouterState<T>(select: (state: RouterState) => T): T {
  const router = useRouter();
  const snapshot = () => select(router.getState());
  return useSyncExternalStore(router.subscribe, snapshot, snapshot);
}

/** Where the matched child route shows. */
export function Outlet() {
  return useContext(OutletContext);
}

/** The error an errorElement is shown for. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

class RouteBoundary extends Component<
  { fallback: ReactNode; resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Another page clears the error: the boundary gets its new children.
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}

function Throw({ error }: { error: unknown }): never {
  throw error;
}

type Shown = Pick<RouterState, 'matches' | 'error' | 'location'>;

function renderMatches(state: Shown, at = 0): ReactNode {
  const match: RouteMatch | undefined = state.matches[at];
  if (!match) return null;
  const { route } = match;
  let element: ReactNode;
  if (state.error?.at === at) element = <Throw error={state.error.value} />;
  else if (route.element !== undefined) element = route.element;
  else if (route.Component) element = <route.Component />;
  else element = <Outlet />;
  const shown = (
    <OutletContext.Provider value={renderMatches(state, at + 1)}>{element}</OutletContext.Provider>
  );
  return route.errorElement === undefined ? (
    shown
  ) : (
    <RouteBoundary fallback={route.errorElement} resetKey={state.location.key}>
      {shown}
    </RouteBoundary>
  );
}

function useScrollRestoration(state: RouterState) {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => saveScroll(String(window.history.state?.key));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  const { key, hash } = state.location;
  useLayoutEffect(() => {
    const saved = state.action === 'POP' ? savedScroll(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (state.action !== 'POP') window.scrollTo(0, 0);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per history entry
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  useScrollRestoration(state);
  // The same elements while only `navigation` changes: the pages do not render again because the next one loads.
  const { matches, error, location } = state;
  const pages = useMemo(() => renderMatches({ matches, error, location }), [matches, error, location]);
  return <RouterContext.Provider value={router}>{pages}</RouterContext.Provider>;
}
