/** Links that navigate inside the app (a real <a href>: opening in a new tab, copying and crawling still work). */
import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useRouter, useRouterState } from './components';
import { useNavigate } from './hooks';
import type { NavigateOptions } from './types';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: string; children?: ReactNode };

/** A plain left click without modifier keys stays in the app; anything else is the browser's. */
function isInAppClick(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isInAppClick(event, target)) return;
        event.preventDefault();
        void router.navigate(to, { replace, state });
      }}
    >
      {children}
    </a>
  );
}

/** A link that says when it is the current page (aria-current="page"); `end`: only on exactly its address. */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useRouterState((state) => state.location);
  const here = pathname.toLowerCase().replace(/\/$/, '') || '/';
  const to = props.to.split(/[?#]/)[0]!.toLowerCase().replace(/\/$/, '') || '/';
  const current = here === to || (!end && to !== '/' && here.startsWith(`${to}/`));
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}

/** Goes to `to` once rendered (in an effect: rendering stays pure, and the server renders nothing for it). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), []); // eslint-disable-line react-hooks/exhaustive-deps -- once
  return null;
}
