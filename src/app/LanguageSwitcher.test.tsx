import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/common.json';
import id from '../locales/id/common.json';

const changeLanguage = vi.hoisted(() => vi.fn());
vi.mock('../lib/i18n', () => ({ changeLanguage }));

const { LanguageSwitcher, languageForKey } = await import('./LanguageSwitcher');

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['common'], resources: { en: { common: en }, id: { common: id } } });
});
beforeEach(() => changeLanguage.mockReset());
afterEach(cleanup);

describe('languageForKey', () => {
  it('moves like a native select, without wrapping', () => {
    expect(languageForKey('ArrowDown', 'en')).toBe('id');
    expect(languageForKey('ArrowDown', 'id')).toBe('id');
    expect(languageForKey('ArrowUp', 'id')).toBe('en');
    expect(languageForKey('Home', 'id')).toBe('en');
    expect(languageForKey('End', 'en')).toBe('id');
    expect(languageForKey('i', 'en')).toBe('id');
    expect(languageForKey('E', 'id')).toBe('en');
    expect(languageForKey('Tab', 'en')).toBeNull();
    expect(languageForKey(' ', 'en')).toBeNull();
  });
});

describe('LanguageSwitcher', () => {
  it('chooses with the arrow keys and applies with Enter', () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    expect(select.value).toBe('id');
    expect(changeLanguage).not.toHaveBeenCalled();
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(changeLanguage).toHaveBeenCalledExactlyOnceWith('id');
  });

  it('forgets a choice not applied when focus leaves or on Escape', () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    fireEvent.keyDown(select, { key: 'End' });
    fireEvent.blur(select);
    expect(select.value).toBe('en');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select.value).toBe('en');
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('applies a choice made in the open list at once', () => {
    render(<LanguageSwitcher />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'id' } });
    expect(changeLanguage).toHaveBeenCalledExactlyOnceWith('id');
  });
});
