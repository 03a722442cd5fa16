import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_COLOR,
  LIST_DEFAULTS,
  LOCALES,
  MASTER_CODE_TYPE,
  MASTER_CODE_TYPES,
  OTHER_OPTION_BY_CODE_TYPE,
  OTHER_OPTION_CODES,
  PAGE_SIZE_OPTIONS,
  TOAST,
  WFH_LABELS,
  isOtherOptionCode,
  listDefaults,
} from '.';

describe('constants', () => {
  it('lists the 19 master code types of spec §3, each once', () => {
    expect(MASTER_CODE_TYPES).toHaveLength(19);
    expect(new Set(MASTER_CODE_TYPES).size).toBe(19);
    expect(MASTER_CODE_TYPE.CANDIDATE_CERTIFICATION).toBe('CANDIDATE_CERTIFICATION');
  });

  it("pairs every 'Other' code with one master list", () => {
    expect([...Object.values(OTHER_OPTION_BY_CODE_TYPE)].sort()).toEqual([...OTHER_OPTION_CODES].sort());
    for (const type of Object.keys(OTHER_OPTION_BY_CODE_TYPE)) expect(MASTER_CODE_TYPES).toContain(type);
    expect(isOtherOptionCode('OTHER_FIELD')).toBe(true);
    expect(isOtherOptionCode('FIELD_OF_STUDY')).toBe(false);
  });

  it('gives every application status its colour token', () => {
    expect(APPLICATION_STATUSES.map((s) => APPLICATION_STATUS_COLOR[s])).toEqual([
      'muted',
      'primary',
      'error',
      'yellow',
      'green',
    ]);
  });

  it('has the list defaults of spec §3 and a fresh filter object each time', () => {
    expect(LIST_DEFAULTS).toEqual({ page: 1, limit: 10, search: '', filter: {}, sort: -1 });
    expect(listDefaults().filter).not.toBe(listDefaults().filter);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30, 40, 50]);
  });

  it('has the toast settings of spec §9', () => {
    expect(TOAST).toMatchObject({
      SUCCESS_DURATION_MS: 2000,
      ERROR_DURATION_MS: 4000,
      MIN_WIDTH_PX: 250,
      MAX_STACK: 20,
    });
  });

  it('has a work-from-home label for every locale', () => {
    for (const lng of LOCALES) expect(WFH_LABELS[lng]).toBeTruthy();
  });
});
