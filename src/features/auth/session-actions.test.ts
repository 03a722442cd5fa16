import { describe, expect, it } from 'vitest';
import { returnPathOf } from './session-actions';

describe('returnPathOf', () => {
  it('goes back to the page of this app that sent the user to sign in', () => {
    expect(returnPathOf({ from: '/jobsseekers/apply-job?id=302' }, 'CANDIDATE')).toBe(
      '/jobsseekers/apply-job?id=302',
    );
    expect(returnPathOf({ from: '/employer/responses?job=4' }, 'EMPLOYER')).toBe('/employer/responses?job=4');
    expect(returnPathOf({ from: '/jobs/backend-go?id=1' }, 'EMPLOYER')).toBe('/jobs/backend-go?id=1');
  });

  it('ignores the other role’s area, other sites and anything that is not an address', () => {
    expect(returnPathOf({ from: '/employer/home' }, 'CANDIDATE')).toBeUndefined();
    expect(returnPathOf({ from: '/jobsseekers/profile' }, 'EMPLOYER')).toBeUndefined();
    expect(returnPathOf({ from: '/jobsseekers' }, 'EMPLOYER')).toBeUndefined();
    expect(returnPathOf({ from: '//evil.example/x' }, 'CANDIDATE')).toBeUndefined();
    expect(returnPathOf({ from: '/\\evil.example' }, 'CANDIDATE')).toBeUndefined();
    expect(returnPathOf({ from: 'https://evil.example' }, 'CANDIDATE')).toBeUndefined();
    expect(returnPathOf({ from: 42 }, 'CANDIDATE')).toBeUndefined();
    expect(returnPathOf(null, 'CANDIDATE')).toBeUndefined();
    expect(returnPathOf(undefined, 'CANDIDATE')).toBeUndefined();
  });
});
