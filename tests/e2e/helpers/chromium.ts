/**
 * Where the e2e suite (and scripts/make-icons.ts) find Chromium. Playwright cannot download its own browsers on this
 * machine, so we use Debian's: CHROMIUM_PATH, else /usr/bin/chromium.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at: ${candidates.join(', ')}). Install Debian's with \`apt-get install -y chromium\`, ` +
        'or set CHROMIUM_PATH to a Chromium/Chrome executable.',
    );
  }
  return found;
}
