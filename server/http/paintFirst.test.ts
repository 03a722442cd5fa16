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

  /** Runs the script against a minimal document; returns what it appended to the head, and when. */
  function run(visibility: 'visible' | 'hidden') {
    const appended: Record<string, unknown>[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState: visibility,
      currentScript: { dataset: { entry: '/assets/index-1.js', preload: '/assets/a.js /assets/b.js' } },
      head: { appendChild: (node: Record<string, unknown>) => appended.push(node) },
      createElement: (tag: string) => ({ tag }),
    };
    vm.runInNewContext(PAINT_FIRST_SCRIPT, {
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void) => timers.push(fn),
    });
    return { appended, frames, timers };
  }

  it('adds the modulepreloads and the entry module after the first frame, not before', () => {
    const { appended, frames, timers } = run('visible');
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    timers.shift()!();
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/a.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/b.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
    ]);
  });

  it('adds them at once in a tab that is not shown (no frame comes there)', () => {
    const { appended, frames } = run('hidden');
    expect(frames).toEqual([]);
    expect(appended.map((node) => node.tag)).toEqual(['link', 'link', 'script']);
  });
});
