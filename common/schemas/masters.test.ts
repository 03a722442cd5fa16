import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mastersCreate, mastersList } from './masters';
import { fieldKeysOf } from './test-helpers';

describe('mastersList', () => {
  it('needs one of the 19 code types and keeps the list defaults', () => {
    expect(v.parse(mastersList, { codeType: 'SKILLS' })).toEqual({
      codeType: 'SKILLS',
      page: 1,
      limit: 10,
      search: '',
      filter: {},
      sort: -1,
    });
    expect(v.parse(mastersList, { codeType: 'CITY', parentCode: ' JK ', limit: '50' })).toMatchObject({
      parentCode: 'JK',
      limit: 50,
    });
  });

  it.each([
    [{}, ['codeType:required']],
    [{ codeType: '' }, ['codeType:required']],
    [{ codeType: 'skills' }, ['codeType:oneOf']],
    [{ codeType: 'SKILLS', parentCode: '' }, ['parentCode:required']],
  ])('rejects %j', (input, keys) => {
    expect(fieldKeysOf(mastersList, input)).toEqual(keys);
  });
});

describe('mastersCreate', () => {
  it('accepts a trimmed name of 2 to 100 characters', () => {
    expect(
      v.parse(mastersCreate, { codeType: 'INSTITUTE_UNIVERSITY', name: '  Universitas Indonesia ' }),
    ).toEqual({
      codeType: 'INSTITUTE_UNIVERSITY',
      name: 'Universitas Indonesia',
    });
  });

  it.each([
    [{ codeType: 'SKILLS', name: ' a ' }, ['name:tooShort']],
    [{ codeType: 'SKILLS', name: 'a'.repeat(101) }, ['name:tooLong']],
    [{ codeType: 'SKILLS' }, ['name:required']],
    [{ codeType: 'OTHER', name: 'Go' }, ['codeType:oneOf']],
  ])('rejects %j', (input, keys) => {
    expect(fieldKeysOf(mastersCreate, input)).toEqual(keys);
  });
});
