// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { profilePercentRedirect, readCookie } from './profilePercent';
import { loadSession, referrerFromSearch, useShellStore } from './shell';

describe('shell store', () => {
  beforeEach(() => {
    localStorage.clear();
    useShellStore.getState().clearSession();
  });

  it('persists the session to the spec local-storage keys and clears it', () => {
    useShellStore.getState().setSession({
      token: 't1',
      user: { id: 1, role: 'CANDIDATE', email: 'a@b.c' },
      candidateDetails: { name: 'Ana' },
    });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ role: 'CANDIDATE' });
    expect(JSON.parse(localStorage.getItem('candidateDetails')!)).toEqual({ name: 'Ana' });
    expect(useShellStore.getState()).toMatchObject({ token: 't1', role: 'CANDIDATE' });
    expect(loadSession()).toMatchObject({
      token: 't1',
      role: 'CANDIDATE',
      candidateDetails: { name: 'Ana' },
    });

    useShellStore.getState().clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('candidateDetails')).toBeNull();
    expect(useShellStore.getState()).toMatchObject({ token: null, user: null, role: null });
  });

  it('has the shell flags of spec §3', () => {
    const state = useShellStore.getState();
    expect(state).toMatchObject({ loginData: null, isFilterClean: true, routeChanging: false });
    state.setRouteChanging(true);
    state.setFilterClean(false);
    state.setLoginData({ email: 'a@b.c' });
    expect(useShellStore.getState()).toMatchObject({
      routeChanging: true,
      isFilterClean: false,
      loginData: { email: 'a@b.c' },
    });
  });

  it('reads the referrer query parameter', () => {
    expect(referrerFromSearch('?referrer=partner-x&a=1')).toBe('partner-x');
    expect(referrerFromSearch('?a=1')).toBeNull();
  });
});

describe('profilePercent rule (spec §2)', () => {
  it('reads cookies', () => {
    expect(readCookie('a=1; profilePercent=45; token=x', 'profilePercent')).toBe('45');
    expect(readCookie('a=1', 'profilePercent')).toBeUndefined();
  });

  it('redirects an employer page to the company profile setup when below 60', () => {
    expect(profilePercentRedirect('profilePercent=59', '/employer/home')).toBe(
      '/employer/company-profile-setup',
    );
    expect(profilePercentRedirect('x=1; profilePercent=0', '/employer/dashboard/')).toBe(
      '/employer/company-profile-setup',
    );
  });

  it('stays when the cookie is missing, 60 or more, not a number, or the page is open or not an employer page', () => {
    expect(profilePercentRedirect('', '/employer/home')).toBeNull();
    expect(profilePercentRedirect('profilePercent=60', '/employer/home')).toBeNull();
    expect(profilePercentRedirect('profilePercent=100', '/employer/home')).toBeNull();
    expect(profilePercentRedirect('profilePercent=abc', '/employer/home')).toBeNull();
    for (const page of [
      'company-profile-setup',
      'profile-setup-success',
      'login',
      'join',
      'forgot-password',
      'pricing-and-plans',
      'payment-status/12',
    ]) {
      expect(profilePercentRedirect('profilePercent=10', `/employer/${page}`)).toBeNull();
    }
    expect(profilePercentRedirect('profilePercent=10', '/')).toBeNull();
    expect(profilePercentRedirect('profilePercent=10', '/employer')).toBeNull();
    expect(profilePercentRedirect('profilePercent=10', '/jobsseekers/profile-setup')).toBeNull();
  });
});
