import { describe, expect, it } from 'vitest';
import { fillTemplate, inlineStylesheets, pageHead } from './pages.js';
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

describe('pageHead', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
    '_react-2.js': { file: 'assets/react-2.js' },
    'src/pages/index.ts': { file: 'assets/pages-3.js', imports: ['index.html'] },
    'src/pages/LoginPage.tsx': {
      file: 'assets/LoginPage-4.js',
      imports: ['_form-5.js', '_react-2.js', 'index.html'],
    },
    '_form-5.js': { file: 'assets/form-5.js', imports: ['_react-2.js'] },
  };
  const template =
    '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-2.js">';

  it('announces the page chunks and what they import, once each, without what the template loads', () => {
    expect(pageHead(manifest, ['src/pages/index.ts', 'src/pages/LoginPage.tsx'], template)).toEqual({
      styles: '',
      chunks: ['/assets/pages-3.js', '/assets/LoginPage-4.js', '/assets/form-5.js'],
    });
  });

  it("inlines the stylesheets of the page's chunks, once each, without what the template links", () => {
    const styled = {
      ...manifest,
      'src/pages/BrowsePage.tsx': {
        file: 'assets/BrowsePage-6.js',
        css: ['assets/BrowsePage-6.css', 'assets/index-1.css'],
        imports: ['_form-5.js'],
      },
      '_form-5.js': { file: 'assets/form-5.js', css: ['assets/BrowsePage-6.css'] },
    };
    const css = (text: string) => ({ identity: Buffer.from(text) }) as StaticFile;
    const files = new Map([
      ['/assets/BrowsePage-6.css', css('.browse{display:grid}')],
      ['/assets/index-1.css', css('body{margin:0}')],
    ]);
    const withStylesheet = `${template}<link rel="stylesheet" href="/assets/index-1.css">`;
    expect(pageHead(styled, ['src/pages/BrowsePage.tsx'], withStylesheet, files)).toEqual({
      styles: '<style>.browse{display:grid}</style>',
      chunks: ['/assets/BrowsePage-6.js', '/assets/form-5.js'],
    });
  });

  it('ignores modules the build does not know', () => {
    expect(pageHead(manifest, ['src/gone.tsx'], template)).toEqual({ styles: '', chunks: [] });
  });

  it('puts the styles in the head of the page and the tail after its state', () => {
    const page = fillTemplate(
      '<head><title>x</title></head><div id="root"></div>',
      'en',
      '<p>a</p>',
      '{}',
      '<style></style>',
      '<script>tail</script>',
    );
    expect(page).toContain('<style></style></head>');
    expect(page).toContain('{}</script><script>tail</script>');
  });
});
