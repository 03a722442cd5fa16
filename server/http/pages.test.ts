import { describe, expect, it } from 'vitest';
import { fillTemplate } from './pages.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Orbit Jobs</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('fillTemplate', () => {
  it('puts the page in #root, its head tags in <head> and its state beside it, in its language', () => {
    const html =
      '<title>Cari kerja | Orbit Jobs</title><meta name="description" content="Lowongan"/>' +
      '<div class="app"><h1>Halo</h1></div>';
    const page = fillTemplate(TEMPLATE, 'id', html, '{"lng":"id"}');
    expect(page).toContain('<html lang="id">');
    expect(page).toContain(
      '<!--ssr-head--><title>Cari kerja | Orbit Jobs</title><meta name="description" content="Lowongan"/><!--/ssr-head-->\n    <script',
    );
    expect(page).not.toContain('<title>Orbit Jobs</title>');
    expect(page).toContain(
      '<div id="root"><div class="app"><h1>Halo</h1></div></div><script id="ssr-state" type="application/json">{"lng":"id"}</script>',
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps the template title when the page has no head tags', () => {
    const page = fillTemplate(TEMPLATE, 'en', '<p>$& $1 text</p>', '{}');
    expect(page).toContain('<title>Orbit Jobs</title>');
    // Replacement patterns in the markup are taken literally.
    expect(page).toContain('<div id="root"><p>$& $1 text</p></div>');
  });
});
