/**
 * What `react` resolves to in the app (vite.config.ts): preact/compat, plus React 19's ref as a prop
 * of a function component (Preact 10 strips `ref` from props and would hand the component's instance to the ref —
 * react-hook-form's register() on TextField would then read no value). Preact 11 does the same by itself.
 */
import { options } from 'preact';
import {
  useEffect,
  useReducer,
  useRef,
  useSyncExternalStore as preactUseSyncExternalStore,
} from 'preact/compat';

const previous = options.vnode;
options.vnode = (vnode) => {
  const type = vnode.type;
  if (typeof type === 'function' && !type.prototype?.render && vnode.ref) {
    vnode.props.ref = vnode.ref;
    vnode.ref = null;
  }
  previous?.(vnode);
};

let hydrating = false;

/** Set by ./client.js around hydrateRoot (Preact hydrates synchronously). */
export function setHydrating(value) {
  hydrating = value;
}

/**
 * React's getServerSnapshot, which preact/compat ignores: the server renders with it, and hydration too (then the
 * browser's snapshot, in the render after) — useHydrated (src/lib/useHydrated.ts) relies on it. As in React, that
 * second render happens only where the two differ: TanStack Query passes its one getter as both, and rendering
 * every query of a hydrated page twice doubled the work of taking it over (browse-jobs' TBT).
 */
export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  const server = typeof document === 'undefined';
  const hydrated = useRef(!server && !(hydrating && getServerSnapshot));
  const [, rerender] = useReducer((n) => n + 1, 0);
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    if (!Object.is(getSnapshot(), getServerSnapshot())) rerender();
    // Once, after the hydrating commit; later changes come through the store's subscription.
  }, []);
  const value = preactUseSyncExternalStore(
    subscribe,
    server && getServerSnapshot ? getServerSnapshot : getSnapshot,
  );
  return hydrated.current || !getServerSnapshot ? value : getServerSnapshot();
}

export * from 'preact/compat';
import compat from 'preact/compat';
export default { ...compat, useSyncExternalStore };
