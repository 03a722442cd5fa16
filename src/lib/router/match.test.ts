import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match';
import type { RouteObject } from './types';

const named = (name: string, more: Partial<RouteObject> = {}): RouteObject => ({ handle: name, ...more });

const routes: RouteObject[] = [
  named('layout', {
    children: [
      named('home', { index: true }),
      named('about', { path: 'about-us' }),
      named('employer', {
        path: 'employer',
        children: [
          named('employer-entry', { index: true }),
          named('job', { path: 'jobs/:id' }),
          named('new-job', { path: 'jobs/new' }),
        ],
      }),
      named('files', { path: 'files/*' }),
      named('not-found', { path: '*' }),
    ],
  }),
];

const shown = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.handle);

describe('matchRoutes', () => {
  it('matches the index of the root and of a prefix, with their parents outermost first', () => {
    expect(shown('/')).toEqual(['layout', 'home']);
    expect(shown('/employer')).toEqual(['layout', 'employer', 'employer-entry']);
    expect(shown('/employer/')).toEqual(['layout', 'employer', 'employer-entry']);
  });

  it('ignores case and a trailing slash', () => {
    expect(shown('/About-Us/')).toEqual(['layout', 'about']);
  });

  it('prefers a static segment to a :param, whatever the order of the table', () => {
    expect(shown('/employer/jobs/new')).toEqual(['layout', 'employer', 'new-job']);
    const job = matchRoutes(routes, '/employer/jobs/caf%C3%A9')!;
    expect(job.at(-1)!.route.handle).toBe('job');
    expect(job.at(-1)!.params).toEqual({ id: 'café' });
  });

  it('leaves what no route claims to the catch-all, and gives a splat its rest', () => {
    expect(shown('/nowhere/at/all')).toEqual(['layout', 'not-found']);
    expect(shown('/employer/jobs/1/2')).toEqual(['layout', 'not-found']);
    expect(matchRoutes(routes, '/files/a/b.pdf')!.at(-1)!.params).toEqual({ '*': 'a/b.pdf' });
  });

  it('answers null without a catch-all, and does not match a pathless layout by itself', () => {
    expect(matchRoutes([named('a', { path: 'a' })], '/b')).toBeNull();
    expect(matchRoutes([named('layout', { children: [named('a', { path: 'a' })] })], '/')).toBeNull();
  });

  it('takes regular-expression characters in a path literally', () => {
    expect(matchRoutes([named('dot', { path: 'a.b' })], '/axb')).toBeNull();
    expect(matchRoutes([named('dot', { path: 'a.b' })], '/a.b')).not.toBeNull();
  });
});
