import { describe, expect, it } from 'vitest';
import { fillTemplate, inlineStylesheets } from './pages.js';
import type { StaticFile } from './staticFiles.js';

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

describe('inlineStylesheets', () => {
  const file = (css: string) => ({ identity: Buffer.from(css) }) as StaticFile;
  it('puts the stylesheets the server holds inline and leaves the others linked', () => {
    const template =
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/elsewhere.css">';
    const files = new Map([['/assets/index-1.css', file('body{margin:0}')]]);
    expect(inlineStylesheets(template, files)).toBe(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/elsewhere.css">',
    );
  });
  it('never inlines CSS that could close its style element', () => {
    const template = '<link rel="stylesheet" href="/a.css">';
    const files = new Map([['/a.css', file('a{content:"</style><script>"}')]]);
    expect(inlineStylesheets(template, files)).toBe(template);
  });
});
