import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/common.json';

// A stand-in for workbox-window: records listeners and calls, lets the test fire 'waiting' and 'controlling'.
const fake = vi.hoisted(() => ({
  listeners: new Map<string, Array<() => void>>(),
  messageSkipWaiting: vi.fn(),
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  },
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      fake.listeners.set(type, [...(fake.listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve({});
    }
    update() {
      return Promise.resolve();
    }
    messageSkipWaiting() {
      fake.messageSkipWaiting();
    }
  },
}));

const reload = vi.fn();

beforeAll(async () => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['common'], resources: { en: { common: en } } });
});
afterAll(() => vi.unstubAllEnvs());

describe('UpdatePrompt', () => {
  it('stays hidden until a new worker waits, then updates only when asked', async () => {
    const { registerServiceWorker, UpdatePrompt } = await import('.');
    registerServiceWorker();
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).toBeNull();

    act(() => fake.fire('waiting'));
    expect(screen.getByText('A new version is available')).toBeTruthy();
    expect(fake.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(fake.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => fake.fire('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
