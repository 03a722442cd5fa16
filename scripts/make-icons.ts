/**
 * Draws the Orbit Jobs logo and renders the PWA icons with headless Chromium.
 *
 *   npx tsx scripts/make-icons.ts
 *
 * Writes public/favicon.svg and, in public/icons/: icon-192.png, icon-512.png (purpose any: rounded tile,
 * transparent corners), icon-maskable-512.png (full-bleed tile, logo inside the 80 % safe zone),
 * apple-touch-icon.png (180 px, opaque, iOS rounds it itself) and badge-72.png (white mark on transparent, for
 * the Android status bar). The PNGs are committed; run this again only when the logo changes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/helpers/chromium';

const BRAND = '#0b5fff'; // = theme_color in the manifest and index.html
const ACCENT = '#ffc233';
const WHITE = '#ffffff';

type Tile = 'rounded' | 'square' | 'none';

/** The logo on a 512 × 512 canvas: a planet with a tilted orbit ring and a satellite. `scale` shrinks the mark. */
function logo({ tile, scale = 1, mono = false }: { tile: Tile; scale?: number; mono?: boolean }): string {
  const ring = WHITE;
  const satellite = mono ? WHITE : ACCENT;
  // A brand-coloured outline separates the ring from the planet where they cross (none on the transparent badge).
  const gap = tile === 'none' ? 'none' : BRAND;
  const outline = tile === 'none' ? 0 : 20;
  const background =
    tile === 'rounded'
      ? `<rect width="512" height="512" rx="112" fill="${BRAND}"/>`
      : tile === 'square'
        ? `<rect width="512" height="512" fill="${BRAND}"/>`
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <title>Orbit Jobs</title>
  <defs>
    <clipPath id="front-outline"><rect x="140" y="256" width="232" height="256"/></clipPath>
    <clipPath id="front"><rect x="110" y="256" width="292" height="256"/></clipPath>
  </defs>
  ${background}
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <g transform="rotate(-24 256 256)">
      <ellipse cx="256" cy="256" rx="200" ry="72" fill="none" stroke="${ring}" stroke-width="24"/>
      <circle cx="256" cy="256" r="100" fill="${WHITE}" stroke="${gap}" stroke-width="${outline}"/>
      <ellipse cx="256" cy="256" rx="200" ry="72" fill="none" stroke="${gap}" stroke-width="${24 + outline}" clip-path="url(#front-outline)"/>
      <ellipse cx="256" cy="256" rx="200" ry="72" fill="none" stroke="${ring}" stroke-width="24" clip-path="url(#front)"/>
      <circle cx="${256 + 200 * Math.cos(Math.PI / 5)}" cy="${256 - 72 * Math.sin(Math.PI / 5)}" r="30" fill="${satellite}" stroke="${gap}" stroke-width="${outline / 2}"/>
    </g>
  </g>
</svg>
`;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = (file: string) => join(root, 'public', file);
mkdirSync(out('icons'), { recursive: true });

const icons: Array<{ file: string; size: number; svg: string }> = [
  { file: 'icons/icon-192.png', size: 192, svg: logo({ tile: 'rounded' }) },
  { file: 'icons/icon-512.png', size: 512, svg: logo({ tile: 'rounded' }) },
  // Maskable: the platform crops to any shape inside a circle of radius 40 %; the mark (≈ 420 px wide) at 0.7 fits.
  { file: 'icons/icon-maskable-512.png', size: 512, svg: logo({ tile: 'square', scale: 0.7 }) },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: logo({ tile: 'square', scale: 0.82 }) },
  { file: 'icons/badge-72.png', size: 72, svg: logo({ tile: 'none', mono: true }) },
];

writeFileSync(out('favicon.svg'), logo({ tile: 'rounded' }));

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        svg.replace('width="512" height="512"', `width="${size}" height="${size}" style="display:block"`) +
        `</body></html>`,
    );
    writeFileSync(out(file), await page.screenshot({ omitBackground: true, type: 'png' }));
    console.log(`wrote public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
