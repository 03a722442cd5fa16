import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigation } from '../lib/router';
import { Logo } from '../components/ui/Logo';
import { logout } from '../features/auth';
import { NotificationBell } from '../features/notifications';
import { useSiteTitle } from '../lib/settings';
import {
  ANALYTICS_PATH,
  BROWSE_JOBS_PATH,
  COMPANIES_PATH,
  EMPLOYER_JOBS_PATH,
  MATCHED_CANDIDATES_PATH,
  MY_JOBS_PATH,
  RESPONSES_PATH,
} from '@common/format/links';
import { pricingPath } from '@common/constants/billing';
import { ROLE_ACCOUNT, useSessionRole } from '../lib/store/roleHome';
import { useShellStore } from '../lib/store/shell';
import { useNothingToShow } from '../lib/offline/nothingToShow';
import { pendingState } from '../lib/pending/state';
import { PendingStatus } from '../components/PendingStatus';
import { useOnline } from '../lib/useOnline';
import { LanguageSwitcher } from './LanguageSwitcher';
import { OfflineOverlay } from './OfflineOverlay';
import { UpdatePrompt } from './sw';

/** The signed-in user as the header shows them: name and account page, or null for a guest. */
function useSignedInAccount(): { name: string; home: string } | null {
  const { t } = useTranslation('common');
  const token = useShellStore((state) => state.token);
  const role = useShellStore((state) => state.role);
  const user = useShellStore((state) => state.user);
  const candidateName = useShellStore((state) => state.candidateDetails?.name);
  if (!token || !role) return null;
  const employer = role === 'EMPLOYER';
  const name = (employer ? user?.fullName : candidateName || user?.fullName) || t('nav.myAccount');
  return { name, home: ROLE_ACCOUNT[role] };
}

/** What can take focus inside the open mobile menu: its button first, then the menu's links and buttons. */
function menuFocusables(toggle: HTMLElement | null, nav: HTMLElement | null): HTMLElement[] {
  const inside = nav ? [...nav.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
  return [...(toggle ? [toggle] : []), ...inside];
}

/**
 * The mobile menu (a disclosure): Escape closes it and puts focus back on its button; while it is open, Tab and
 * Shift+Tab go round its button and links only; focus moving elsewhere (a click outside) closes it.
 */
function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [closedFor, setClosedFor] = useState(pathname);
  if (closedFor !== pathname) {
    // A navigation closes the mobile menu.
    setClosedFor(pathname);
    setOpen(false);
  }
  // A layout effect: listening from the moment the open menu is on screen (a passive effect comes a frame later,
  // and an Escape pressed at once was lost).
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (target && !toggleRef.current?.contains(target) && !navRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);
  /** Keeps Tab inside the open menu (the toggle button and the links of the nav). */
  const onKeyDown = (event: ReactKeyboardEvent) => {
    // On wide screens the toggle is hidden and the nav is part of the header: nothing to keep focus in.
    if (!open || event.key !== 'Tab' || !toggleRef.current?.offsetParent) return;
    const items = menuFocusables(toggleRef.current, navRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const next = event.shiftKey ? index - 1 : index + 1;
    if (next < 0 || next >= items.length) {
      event.preventDefault();
      items[next < 0 ? items.length - 1 : 0]?.focus();
    }
  };
  return { open, setOpen, toggleRef, navRef, onKeyDown };
}

/**
 * The header in reading order, which is also its tab order: the logo, the navigation (behind the menu button on small
 * screens), the notifications' bell (signed in), then the language.
 */
function Header() {
  const { t } = useTranslation('common');
  const siteTitle = useSiteTitle();
  const { open, setOpen, toggleRef, navRef, onKeyDown } = useMobileMenu();
  const account = useSignedInAccount();
  const role = useSessionRole();
  const links = [
    { to: '/', label: t('nav.home'), end: true },
    ...(role === 'EMPLOYER' ? [] : [{ to: BROWSE_JOBS_PATH, label: t('nav.findJobs') }]),
    ...(role === 'CANDIDATE' ? [{ to: MY_JOBS_PATH, label: t('nav.myJobs') }] : []),
    ...(role === 'EMPLOYER'
      ? [
          { to: EMPLOYER_JOBS_PATH, label: t('nav.yourJobs') },
          { to: RESPONSES_PATH, label: t('nav.responses') },
          { to: MATCHED_CANDIDATES_PATH, label: t('nav.candidates') },
          { to: ANALYTICS_PATH, label: t('nav.analytics') },
        ]
      : []),
    // Signed in: the plans of one's own side (issue 15).
    ...(role ? [{ to: pricingPath(role), label: t('nav.plans') }] : []),
    { to: '/faq', label: t('nav.faq') },
    { to: '/contact-us', label: t('nav.contactUs') },
    { to: '/about-us', label: t('nav.aboutUs') },
    ...(account ? [] : [{ to: '/login', label: t('nav.signIn') }]),
  ];
  return (
    <header className="site-header">
      <div className="container" onKeyDown={onKeyDown}>
        <Link to="/" className="brand">
          <Logo />
          <span>{siteTitle}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-ghost nav-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <nav ref={navRef} id="site-nav" className="site-nav" data-open={open} aria-label={t('nav.main')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {account && (
              <>
                <li>
                  <NavLink to={account.home} aria-label={t('nav.account', { name: account.name })}>
                    {account.name}
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className="btn btn-secondary nav-logout"
                    onClick={() => {
                      // Logging out deletes this person's actions still waiting for the network: asked first.
                      const waiting = pendingState().actions.length;
                      if (waiting > 0 && !window.confirm(t('pending.logoutConfirm', { count: waiting })))
                        return;
                      void logout();
                    }}
                  >
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
        {account && role && <NotificationBell role={role} />}
        <LanguageSwitcher />
      </div>
    </header>
  );
}

function Footer() {
  const { t } = useTranslation('common');
  const siteTitle = useSiteTitle();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-grid">
          <div>
            <p className="brand-footer">
              <strong>{siteTitle}</strong>
            </p>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.findWork')}>
            <h2>{t('footer.findWork')}</h2>
            <ul>
              <li>
                <Link to={BROWSE_JOBS_PATH}>{t('nav.findJobs')}</Link>
              </li>
              <li>
                <Link to={COMPANIES_PATH}>{t('nav.companies')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t('footer.company')}>
            <h2>{t('footer.company')}</h2>
            <ul>
              <li>
                <Link to="/about-us">{t('nav.aboutUs')}</Link>
              </li>
              <li>
                <Link to="/contact-us">{t('nav.contactUs')}</Link>
              </li>
              <li>
                <Link to="/faq">{t('nav.faq')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t('footer.legal')}>
            <h2>{t('footer.legal')}</h2>
            <ul>
              <li>
                <Link to="/privacy-policy">{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to="/terms-of-use">{t('footer.terms')}</Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="footer-bottom">
          {t('footer.copyright', { year: new Date().getFullYear(), site: siteTitle })}
        </p>
      </div>
    </footer>
  );
}

/** Mirrors the router's navigation state into the shell store's routeChanging flag (spec §2). */
function useRouteChangingFlag(): boolean {
  const navigation = useNavigation();
  const changing = navigation.state !== 'idle';
  const setRouteChanging = useShellStore((state) => state.setRouteChanging);
  useEffect(() => setRouteChanging(changing), [changing, setRouteChanging]);
  return changing;
}

/** After a client-side navigation, move focus to the main region so screen readers start at the new page. */
function useFocusMainOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // A layout effect, in the commit of the new page: Preact runs passive effects a frame later, and
  // not always in the same flush as the page's, so a page's own focus (useFocusOnMount) could come before this one.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function Layout() {
  const { t } = useTranslation('common');
  const online = useOnline();
  // Spec §2's overlay, only where the page has nothing to show offline: a page rendered from kept data, or one that
  // reads nothing, stays usable (src/lib/offline).
  const offlineOverlay = useNothingToShow(!online);
  const changing = useRouteChangingFlag();
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <>
      <div className="app" inert={offlineOverlay}>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {changing && <div className="route-progress" role="progressbar" aria-label={t('loading')} />}
        <Header />
        <PendingStatus />
        <main id="main" className="app-main" tabIndex={-1} ref={main}>
          <Suspense fallback={<p className="container muted">{t('loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      {offlineOverlay && <OfflineOverlay />}
      <UpdatePrompt />
    </>
  );
}
