import { expect, it } from 'vitest';
import { listHref } from './listHref';

const params = new URLSearchParams('job=4&search=budi&page=3');

it('changes, adds and removes parameters, and starts the page again', () => {
  expect(listHref('/employer/responses', params, { status: 'HIRED' })).toBe(
    '/employer/responses?job=4&search=budi&status=HIRED',
  );
  expect(listHref('/employer/responses', params, { search: '' })).toBe('/employer/responses?job=4');
});

it('keeps the page when it is the change, and gives the bare path when nothing is left', () => {
  expect(listHref('/x', params, { page: '4' })).toBe('/x?job=4&search=budi&page=4');
  expect(listHref('/x', new URLSearchParams('page=2'), { search: '' })).toBe('/x');
  // The caller's parameters are left as they were.
  expect(params.toString()).toBe('job=4&search=budi&page=3');
});
