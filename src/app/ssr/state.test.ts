import { describe, expect, it } from 'vitest';
import { readState, serializeState, SSR_STATE_ID, type SsrState } from './state';

const state: SsrState = {
  lng: 'id',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['seo', 'page', 'home', 'id'],
        queryHash: 'x',
        state: { data: { title: '</script><script>alert(1)</script> \u2028' } } as never,
        dehydratedAt: 0,
      },
    ],
  },
};

describe('ssr state', () => {
  it('cannot close its script element and reads back as it was', () => {
    const json = serializeState(state);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<');
    document.body.innerHTML = `<script id="${SSR_STATE_ID}" type="application/json">${json}</script>`;
    expect(readState()).toEqual(state);
  });

  it('is null on a page the server did not render, or with broken JSON', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readState()).toBeNull();
    document.body.innerHTML = `<script id="${SSR_STATE_ID}" type="application/json">{broken</script>`;
    expect(readState()).toBeNull();
  });
});

describe('dropServerHead', () => {
  it('takes out the tags between the marks and nothing else', async () => {
    const { dropServerHead } = await import('./hydrate');
    document.head.innerHTML =
      '<meta charset="utf-8"><!--ssr-head--><title>Server</title><meta name="description" content="x"><!--/ssr-head--><link rel="manifest" href="/m">';
    dropServerHead();
    expect(document.head.innerHTML).toBe('<meta charset="utf-8"><link rel="manifest" href="/m">');
    dropServerHead();
    expect(document.head.innerHTML).toBe('<meta charset="utf-8"><link rel="manifest" href="/m">');
  });
});
