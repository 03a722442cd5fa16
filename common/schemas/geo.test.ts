import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryAll } from './category';
import { cityList, countryAll, stateList } from './geo';
import { fieldKeysOf } from './test-helpers';

describe('stateList', () => {
  it('needs an ISO country code, upper-cased', () => {
    expect(v.parse(stateList, { countryCode: 'id' })).toMatchObject({
      countryCode: 'ID',
      page: 1,
      limit: 10,
    });
  });

  it.each([
    [{}, ['countryCode:required']],
    [{ countryCode: 'IDN' }, ['countryCode:isoCountry']],
    [{ countryCode: '62' }, ['countryCode:isoCountry']],
  ])('rejects %j', (input, keys) => {
    expect(fieldKeysOf(stateList, input)).toEqual(keys);
  });
});

describe('cityList', () => {
  it('takes an optional state code', () => {
    expect(v.parse(cityList, { countryCode: 'ID', stateCode: 'jk' })).toMatchObject({
      countryCode: 'ID',
      stateCode: 'JK',
    });
    expect(v.parse(cityList, { countryCode: 'MX', stateCode: 'CDMX' })).toMatchObject({ stateCode: 'CDMX' });
    expect(v.parse(cityList, { countryCode: 'ID' })).not.toHaveProperty('stateCode');
  });

  it.each([
    [{ stateCode: 'JK' }, ['countryCode:required']],
    [{ countryCode: 'ID', stateCode: 'J K' }, ['stateCode:isoState']],
  ])('rejects %j', (input, keys) => {
    expect(fieldKeysOf(cityList, input)).toEqual(keys);
  });
});

describe('countryAll and categoryAll', () => {
  it.each([
    ['countryAll', countryAll],
    ['categoryAll', categoryAll],
  ] as const)('%s takes an optional trimmed search', (_, schema) => {
    expect(v.parse(schema, {})).toEqual({});
    expect(v.parse(schema, { search: ' indo ' })).toEqual({ search: 'indo' });
    expect(fieldKeysOf(schema, { search: 'x'.repeat(101) })).toEqual(['search:tooLong']);
  });
});
