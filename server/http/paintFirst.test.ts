import crypto from 'node:crypto';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_HASH, PAINT_FIRST_SCRIPT, paintFirstTag, takeScripts } from './paintFirst.js';

describe('takeScripts', () => {
  it('takes the entry module and its modulepreloads out of the template', () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n    ' +
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n    ' +
      '<link rel="icon" href="/favicon.svg"></head>';
    expect(takeScripts(template)).toEqual({
      template: '<head><link rel="icon" href="/favicon.svg"></head>',
      entry: '/assets/index-1.js',
      preloads: ['/assets/a.js'],
    });
  });

  it('leaves a template without an entry module alone', () => {
    expect(takeScripts('<head></head>')).toBeUndefined();
  });
});

describe('paintFirstTag', () => {
  it('is an inline script whose text is the one the Content-Security-Policy allows by hash', () => {
    const tag = paintFirstTag('/assets/index-1.js', ['/assets/a.js', '/assets/b.js']);
    const text = /<script[^>]*>(.*)<\/script>$/.exec(tag)![1]!;
    expect(text).toBe(PAINT_FIRST_SCRIPT);
    expect(PAINT_FIRST_HASH).toBe(`'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
    expect(tag).toContain('data-entry="/assets/index-1.js" data-preload="/assets/a.js /assets/b.js"');
  });

  /** Runs the script against a minimal document; returns what it appended to the head, and what it waits for. */
  function run(visibility: 'visible' | 'hidden', paintTiming = true) {
    const appended: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: { fn: () => void; ms: number | undefined }[] = [];
    const observers: { callback: (list: unknown) => void; disconnected: boolean }[] = [];
    const listeners: { type: string; fn: () => void; options: unknown }[] = [];
    const addEventListener = (type: string, fn: () => void, options: unknown) =>
      listeners.push({ type, fn, options });
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      entry: { callback: (list: unknown) => void; disconnected: boolean };
      constructor(callback: (list: unknown) => void) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const document = {
      visibilityState: visibility,
      currentScript: { dataset: { entry: '/assets/index-1.js', preload: '/assets/a.js /assets/b.js' } },
      head: { appendChild: (node: Record<string, unknown>) => appended.push(node) },
      createElement: (tag: string) => ({ tag }),
    };
    vm.runInNewContext(PAINT_FIRST_SCRIPT, {
      document,
      window: paintTiming ? { PerformanceObserver, addEventListener } : { addEventListener },
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms?: number) => timers.push({ fn, ms }),
    });
    /** The browser reports paint entries of these names. */
    const paint = (...names: string[]) =>
      observers.forEach(({ callback }) =>
        callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }),
      );
    return { appended, frames, timers, observers, listeners, paint };
  }

  const ALL = [
    { tag: 'script', type: 'module', crossOrigin: '', fetchPriority: 'high', src: '/assets/index-1.js' },
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/a.js' },
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/b.js' },
  ];

  it('adds the entry module, then the modulepreloads, once the first contentful paint is reported', () => {
    const { appended, frames, timers, observers, paint } = run('visible');
    // The 3 s bound waits, and the first frame.
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    expect(frames).toHaveLength(1);
    paint('first-paint');
    expect(timers).toHaveLength(1);
    paint('first-contentful-paint');
    expect(appended).toEqual([]);
    timers[1]!.fn();
    expect(appended).toEqual(ALL);
    expect(observers[0]!.disconnected).toBe(true);
    // The later bounds then add nothing twice.
    frames[0]!();
    timers[2]!.fn();
    timers[0]!.fn();
    expect(appended).toHaveLength(3);
  });

  it('adds them 250 ms after the first frame when the contentful paint is not reported by then', () => {
    const { appended, frames, timers } = run('visible');
    frames[0]!();
    expect(timers[1]!.ms).toBe(250);
    expect(appended).toEqual([]);
    timers[1]!.fn();
    expect(appended).toEqual(ALL);
  });

  it('adds them after 3 s when no frame comes', () => {
    const { appended, timers } = run('visible');
    timers[0]!.fn();
    expect(appended).toEqual(ALL);
  });

  it('adds them at once when the person taps or types before the paint', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const { appended, listeners } = run('visible');
      expect(listeners.map((listener) => [listener.type, listener.options])).toEqual([
        ['pointerdown', { capture: true, once: true }],
        ['keydown', { capture: true, once: true }],
      ]);
      listeners.find((listener) => listener.type === type)!.fn();
      expect(appended).toEqual(ALL);
    }
  });

  it('without Paint Timing, adds them after the next frame', () => {
    const { appended, frames, timers } = run('visible', false);
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    frames.shift()!();
    expect(appended).toEqual([]);
    expect(timers[1]!.ms).toBe(0);
    timers[1]!.fn();
    expect(appended).toEqual(ALL);
  });

  it('adds them at once in a tab that is not shown (no frame comes there)', () => {
    const { appended, frames, observers } = run('hidden');
    expect(frames).toEqual([]);
    expect(observers).toEqual([]);
    expect(appended).toEqual(ALL);
  });
});
