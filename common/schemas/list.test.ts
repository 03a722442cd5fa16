import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listRequest, listRequestWith, listRequestWithFilter } from './list';
import { fieldKeysOf } from './test-helpers';

describe('listRequest', () => {
  it('fills the defaults of spec §3', () => {
    expect(v.parse(listRequest, {})).toEqual({ page: 1, limit: 10, search: '', filter: {}, sort: -1 });
    expect(v.parse(listRequest, { page: null, search: null, filter: null })).toMatchObject({
      page: 1,
      search: '',
      filter: {},
    });
  });

  it('coerces numeric strings and trims the search', () => {
    expect(v.parse(listRequest, { page: '3', limit: ' 20 ', sort: '1', search: '  designer ' })).toEqual({
      page: 3,
      limit: 20,
      search: 'designer',
      filter: {},
      sort: 1,
    });
  });

  it('gives every parse its own filter object', () => {
    const a = v.parse(listRequest, {});
    const b = v.parse(listRequest, {});
    expect(a.filter).not.toBe(b.filter);
  });

  it.each([
    [{ page: 0 }, ['page:minValue']],
    [{ page: 1.5 }, ['page:integer']],
    [{ page: 'two' }, ['page:integer']],
    // An empty text (a select left on "Choose…") is missing, not a wrong number.
    [{ page: ' ' }, ['page:required']],
    [{ limit: 51 }, ['limit:maxValue']],
    [{ limit: 0 }, ['limit:minValue']],
    [{ sort: 0 }, ['sort:oneOf']],
    [{ sort: 'desc' }, ['sort:integer']],
    [{ search: 'x'.repeat(101) }, ['search:tooLong']],
    [{ filter: 'all' }, ['filter:invalid']],
  ])('rejects %j', (input, keys) => {
    expect(fieldKeysOf(listRequest, input)).toEqual(keys);
  });

  it('reports the bound of a range rule', () => {
    const result = v.safeParse(listRequest, { limit: 500 });
    expect(result.issues?.[0]?.requirement).toBe(50);
  });

  it('rejects a body that is not an object', () => {
    expect(fieldKeysOf(listRequest, 'page=1')).toEqual([':invalid']);
  });
});

describe('list request builders', () => {
  it('adds top-level fields', () => {
    const schema = listRequestWith({ jobId: v.string() });
    expect(v.parse(schema, { jobId: 'j1' })).toMatchObject({ jobId: 'j1', page: 1 });
    expect(fieldKeysOf(schema, {})).toEqual(['jobId:required']);
  });

  it('types the filter: optional keys, unknown keys dropped, {} by default', () => {
    const schema = listRequestWithFilter({ status: v.picklist(['APPLIED', 'HIRED']) }, { jobId: v.string() });
    expect(v.parse(schema, { jobId: 'j1' }).filter).toEqual({});
    expect(v.parse(schema, { jobId: 'j1', filter: { status: 'HIRED', $where: '1' } }).filter).toEqual({
      status: 'HIRED',
    });
    expect(fieldKeysOf(schema, { jobId: 'j1', filter: { status: 'NOPE' } })).toEqual([
      'filter.status:invalid',
    ]);
  });

  it('works without extra fields', () => {
    const schema = listRequestWithFilter({ isRead: v.boolean() });
    expect(v.parse(schema, { filter: { isRead: true } })).toMatchObject({
      filter: { isRead: true },
      limit: 10,
    });
  });
});
