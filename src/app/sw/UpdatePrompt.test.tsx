import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/common.json';

/**
 * A stand-in for the browser's service worker container: one registration whose update the test installs, and a
 * controllerchange the test fires once the waiting worker was told to take over.
 */
class FakeTarget extends EventTarget {}
const waitingWorker = Object.assign(new FakeTarget(), { state: 'installing', postMessage: vi.fn() });
const registration = Object.assign(new FakeTarget(), {
  waiting: null as typeof waitingWorker | null,
  installing: null as typeof waitingWorker | null,
  update: vi.fn(() => Promise.resolve()),
});
const container = Object.assign(new FakeTarget(), {
  controller: {},
  register: vi.fn(() => Promise.resolve(registration)),
});

/** What the browser does when a new version of /sw.js has installed beside the one in control. */
function installUpdate() {
  registration.installing = waitingWorker;
  registration.dispatchEvent(new Event('updatefound'));
  waitingWorker.state = 'installed';
  registration.installing = null;
  registration.waiting = waitingWorker;
  waitingWorker.dispatchEvent(new Event('statechange'));
}

const reload = vi.fn();

beforeAll(async () => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  await i18next.use(initReactI18next).init({ lng: 'en', ns: ['common'], resources: { en: { common: en } } });
});
afterAll(() => vi.unstubAllEnvs());

describe('UpdatePrompt', () => {
  it('stays hidden until a new worker waits, then updates only when asked', async () => {
    const { registerServiceWorker, UpdatePrompt } = await import('.');
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).toBeNull();

    act(() => installUpdate());
    expect(screen.getByText('A new version is available')).toBeTruthy();
    expect(waitingWorker.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(waitingWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    act(() => container.dispatchEvent(new Event('controllerchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
