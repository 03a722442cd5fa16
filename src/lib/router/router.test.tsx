import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createStaticRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLeaveGuard,
  useLocation,
  useNavigation,
  useRouteError,
  useSearchParams,
  type Router,
  type RouteObject,
} from '.';

/** A lazy page whose module arrives when the test says so. */
function deferredPage(text: string) {
  let resolve!: () => void;
  const loaded = new Promise<void>((done) => (resolve = done));
  const lazy = vi.fn(async () => {
    await loaded;
    return { Component: () => <h1>{text}</h1> };
  });
  return { lazy, resolve };
}

function Shell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/jobs">Jobs</NavLink>
        <span data-testid="where">{pathname}</span>
        {navigation.state === 'loading' && <span role="progressbar" />}
      </nav>
      <Outlet />
    </>
  );
}

function RouteFailure() {
  return <p role="alert">{String((useRouteError() as Error).message)}</p>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ page: String(Number(params.get('page') ?? 1) + 1) })}>
      page {params.get('page') ?? 1}
    </button>
  );
}

function DirtyForm() {
  const [dirty, setDirty] = useState(true);
  useLeaveGuard(() => !dirty || window.confirm('Leave?'));
  return (
    <>
      <h1>Form</h1>
      <button type="button" onClick={() => setDirty(false)}>
        Save
      </button>
      <Link to="/">Home link</Link>
    </>
  );
}

let jobs: ReturnType<typeof deferredPage>;
const rendered = vi.fn();

function Counted() {
  rendered();
  return <p>{useLocation().pathname}</p>;
}

function table(): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        {
          errorElement: <RouteFailure />,
          children: [
            { index: true, element: <h1>Welcome</h1> },
            { path: 'jobs', lazy: jobs.lazy },
            { path: 'search', element: <Search /> },
            { path: 'counted', Component: Counted },
            { path: 'form', element: <DirtyForm /> },
            { path: 'broken', lazy: () => Promise.reject(new Error('chunk gone')) },
            { path: 'old', element: <Navigate to="/jobs?from=old" replace state={{ why: 'moved' }} /> },
            {
              path: 'throws',
              Component: () => {
                throw new Error('render failed');
              },
            },
            { path: '*', element: <h1>Not found</h1> },
          ],
        },
      ],
    },
  ];
}

let router: Router;

async function start(path: string) {
  window.history.replaceState(null, '', path);
  router = createBrowserRouter(table());
  await router.ready;
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  jobs = deferredPage('Jobs');
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the browser router', () => {
  it('renders the matched routes inside each other and marks the current link', async () => {
    await start('/');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the current page while the next one loads, then shows it and adds a history entry', async () => {
    await start('/');
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => jobs.resolve());
    // The module's promise settles, then the router's own: found when it is there, not after one flush.
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(window.location.pathname).toBe('/jobs');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('page');
  });

  it('does not render the current page again while the next one loads', async () => {
    await start('/counted');
    const before = rendered.mock.calls.length;
    await act(async () => void router.navigate('/jobs'));
    expect(router.getState().navigation).toBe('loading');
    expect(rendered).toHaveBeenCalledTimes(before);
    await act(async () => jobs.resolve());
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeTruthy();
  });

  it('loads the first page before the first render, and a module only once', async () => {
    jobs.resolve();
    await start('/jobs');
    expect(screen.getByRole('heading', { name: 'Jobs' })).toBeTruthy();
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/jobs'));
    expect(jobs.lazy).toHaveBeenCalledTimes(1);
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    await start('/');
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.getState().navigation).toBe('idle');
    expect(link.getAttribute('href')).toBe('/jobs');
  });

  it('shows the last page asked for when an earlier one loads later', async () => {
    await start('/');
    const slow = router.navigate('/jobs');
    await act(() => router.navigate('/search'));
    await act(async () => {
      jobs.resolve();
      await slow;
    });
    expect(window.location.pathname).toBe('/search');
    expect(screen.getByRole('button', { name: 'page 1' })).toBeTruthy();
  });

  it('changes the query string with useSearchParams', async () => {
    await start('/search');
    fireEvent.click(screen.getByRole('button', { name: 'page 1' }));
    await act(async () => undefined);
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'page 2' })).toBeTruthy();
  });

  it('redirects with <Navigate>, replacing the entry and carrying state', async () => {
    jobs.resolve();
    await start('/old');
    await act(async () => undefined);
    expect(window.location.pathname + window.location.search).toBe('/jobs?from=old');
    expect(router.getState().location.state).toEqual({ why: 'moved' });
    expect(router.getState().action).toBe('REPLACE');
  });

  it('shows the nearest errorElement when a page module fails to load or a page fails to render', async () => {
    await start('/');
    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('alert').textContent).toBe('chunk gone');
    expect(screen.getByTestId('where').textContent).toBe('/broken');
    await act(() => router.navigate('/throws'));
    expect(screen.getByRole('alert').textContent).toBe('render failed');
    // Another page clears the error.
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('asks the leave guards, and stays when they refuse', async () => {
    await start('/form');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: 'Home link' }));
    await act(async () => undefined);
    expect(confirm).toHaveBeenCalledWith('Leave?');
    expect(window.location.pathname).toBe('/form');
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Home link' }));
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('lets a saved form go without asking', async () => {
    await start('/form');
    const confirm = vi.spyOn(window, 'confirm');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('link', { name: 'Home link' }));
    await act(async () => undefined);
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
  });

  it('follows back and forward', async () => {
    await start('/');
    await act(() => router.navigate('/search'));
    await act(async () => {
      window.history.back();
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    });
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(router.getState().action).toBe('POP');
  });

  it('numbers an entry a plain #fragment link added, so that back and forward stay in step', async () => {
    await start('/search');
    const idx = (window.history.state as { idx: number }).idx;
    await act(async () => {
      window.location.hash = 'results';
      await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    });
    expect(router.getState().location.hash).toBe('#results');
    expect(window.history.state).toMatchObject({ idx: idx + 1 });
  });

  it('undoes a back the leave guards refused', async () => {
    await start('/');
    await act(() => router.navigate('/form'));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const popped = () => new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    await act(async () => {
      window.history.back();
      await popped(); // the back
      await popped(); // its undoing
    });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/form');
    expect(screen.getByRole('heading', { name: 'Form' })).toBeTruthy();
  });
});

describe('the static router (server renderer)', () => {
  it('holds one address with its modules loaded, and never navigates', async () => {
    jobs.resolve();
    const fixed = createStaticRouter(table(), '/jobs?page=2');
    await fixed.ready;
    expect(fixed.getState().location).toMatchObject({ pathname: '/jobs', search: '?page=2' });
    expect(fixed.getState().matches.at(-1)!.route.Component).toBeTypeOf('function');
    await fixed.navigate('/');
    expect(fixed.getState().location.pathname).toBe('/jobs');
  });
});
