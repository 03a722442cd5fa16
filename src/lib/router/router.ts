/**
 * The app's router: the address → the matching routes, their lazy modules loaded before the page changes (the old page
 * stays, with `navigation` 'loading', until the new one can render whole), the browser's history kept in step, and
 * leave guards asked first. In the browser it follows `window.history`; on the server it holds one address.
 *
 * Why not React Router: its data router was a third of the JavaScript the home page loaded (29 KB of 150 KB gzip)
 * for the few things this app uses: matching, lazy pages, links, search params and a leave prompt.
 */
import { matchRoutes } from './match';
import { saveScroll } from './scroll';
import type { LeaveGuard, Location, NavigateOptions, RouteMatch, RouteObject } from './types';

export type NavigationState = 'idle' | 'loading';

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  navigation: NavigationState;
  /** A route module that failed to load, and the index in `matches` of the route it belongs to. */
  error: { value: unknown; at: number } | null;
  /** How the current entry was reached: a new entry, a replaced one, or back/forward (POP). */
  action: 'PUSH' | 'REPLACE' | 'POP';
}

export interface Router {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** Registers a guard asked before every navigation; returns its removal. */
  guard(leave: LeaveGuard): () => void;
  /** Settles when the first address' modules have loaded (render after it: no page waits on its code). */
  ready: Promise<void>;
}

interface HistoryEntryState {
  key: string;
  idx: number;
  usr: unknown;
}

let keys = 0;
const newKey = () => `${Date.now().toString(36)}${(keys++).toString(36)}`;

function toLocation(href: string, state: unknown, key: string): Location {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/** Loads the lazy modules of the matched routes into the route objects, once; the index of a failure, if any. */
async function loadModules(matches: RouteMatch[]): Promise<RouterState['error']> {
  for (const [at, { route }] of matches.entries()) {
    if (!route.lazy) continue;
    try {
      const module = await route.lazy();
      Object.assign(route, module);
      delete route.lazy;
    } catch (value) {
      return { value, at };
    }
  }
  return null;
}

/** The router on one fixed address (the server renderer's). */
export function createStaticRouter(routes: RouteObject[], href: string): Router {
  const location = toLocation(href, null, 'default');
  const matches = matchRoutes(routes, location.pathname) ?? [];
  let state: RouterState = { location, matches, navigation: 'idle', error: null, action: 'POP' };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    navigate: async () => undefined,
    guard: () => () => undefined,
    ready: loadModules(matches).then((error) => {
      state = { ...state, error };
    }),
  };
}

/** The router of the browser's address bar. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const history = window.history;
  const listeners = new Set<() => void>();
  const guards = new Set<LeaveGuard>();
  const entry = (history.state ?? {}) as Partial<HistoryEntryState>;
  let index = entry.idx ?? 0;
  const key = entry.key ?? newKey();
  if (entry.idx === undefined || entry.key === undefined)
    history.replaceState({ key, idx: index, usr: entry.usr ?? null } satisfies HistoryEntryState, '');

  const first = toLocation(window.location.href, entry.usr ?? null, key);
  let state: RouterState = {
    location: first,
    matches: matchRoutes(routes, first.pathname) ?? [],
    navigation: 'idle',
    error: null,
    action: 'POP',
  };
  let pending = 0;
  // A back/forward the guards refused is undone by going the other way; that move is not asked again.
  let undoing = false;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const allowed = (nextLocation: Location) =>
    [...guards].every((leave) => leave({ currentLocation: state.location, nextLocation }));

  /** Loads what `location` needs, then shows it, unless another navigation started meanwhile. */
  async function show(location: Location, action: RouterState['action'], write: () => void) {
    const ticket = ++pending;
    const matches = matchRoutes(routes, location.pathname) ?? [];
    const loaded = matches.every(({ route }) => !route.lazy);
    if (!loaded) set({ navigation: 'loading' });
    const error = loaded ? null : await loadModules(matches);
    if (ticket !== pending) return;
    saveScroll(state.location.key);
    write();
    set({ location, matches, error, action, navigation: 'idle' });
  }

  window.addEventListener('popstate', (event) => {
    if (undoing) {
      undoing = false;
      return;
    }
    let target = event.state as HistoryEntryState | null;
    if (!target) {
      // A plain #fragment link (the skip link) added an entry after the current one: it gets its key here.
      target = { key: newKey(), idx: index + 1, usr: null };
      history.replaceState(target, '');
    }
    const location = toLocation(window.location.href, target.usr, target.key);
    if (!allowed(location)) {
      undoing = true;
      history.go(index - target.idx);
      return;
    }
    index = target.idx;
    void show(location, 'POP', () => undefined);
  });

  const navigate = async (to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    const href = new URL(to, new URL(hrefOf(state.location), window.location.origin)).href;
    const location = toLocation(href, options.state ?? null, newKey());
    if (!allowed(location)) return;
    const replace = options.replace ?? hrefOf(location) === hrefOf(state.location);
    await show(location, replace ? 'REPLACE' : 'PUSH', () => {
      const record = { key: location.key, idx: replace ? index : index + 1, usr: location.state };
      if (replace) history.replaceState(record, '', hrefOf(location));
      else history.pushState(record, '', hrefOf(location));
      index = record.idx;
    });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    guard(leave) {
      guards.add(leave);
      return () => guards.delete(leave);
    },
    ready: loadModules(state.matches).then((error) => set({ error })),
  };
}
