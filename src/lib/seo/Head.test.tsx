import { render } from '@testing-library/react';
import { renderToStringAsync } from 'preact-render-to-string';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Head, type HeadTag, headElements, HeadTags } from './Head';

const Page = ({ name }: { name: string }) => (
  <main>
    <Head>
      <title>{`${name} | Orbit`}</title>
      <meta name="description" content={`About ${name}`} />
      <script type="application/ld+json">{'{}'}</script>
    </Head>
    <h1>{name}</h1>
  </main>
);

describe('Head', () => {
  afterEach(() => document.head.replaceChildren());

  it('keeps the tags in <head> in the browser, the title before the template’s, and takes them away after', () => {
    document.head.innerHTML = '<title>Orbit Jobs</title>';
    const { container, rerender, unmount } = render(<Page name="Kasir" />);
    expect(document.title).toBe('Kasir | Orbit');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'About Kasir',
    );
    // Nothing of it in the page but what is not a head tag.
    expect(container.querySelector('title, meta')).toBeNull();
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
    rerender(<Page name="Perawat" />);
    expect(document.title).toBe('Perawat | Orbit');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(document.title).toBe('Orbit Jobs');
    expect(document.head.querySelector('meta')).toBeNull();
  });

  it('collects each server render’s tags on their own, to be written before its markup', async () => {
    const first: HeadTag[] = [];
    const second: HeadTag[] = [];
    const [a, b] = await Promise.all([
      renderToStringAsync(
        <HeadTags tags={first}>
          <Page name="Kasir" />
        </HeadTags>,
      ),
      renderToStringAsync(
        <HeadTags tags={second}>
          <Page name="Perawat" />
        </HeadTags>,
      ),
    ]);
    expect(a).not.toContain('<title>');
    expect(b).toContain('<h1>Perawat</h1>');
    expect(renderToString(<>{headElements(first)}</>)).toBe(
      '<title>Kasir | Orbit</title><meta name="description" content="About Kasir"/>',
    );
    expect(renderToString(<>{headElements([...second, ...second])}</>)).toBe(
      '<title>Perawat | Orbit</title><meta name="description" content="About Perawat"/>',
    );
  });
});
