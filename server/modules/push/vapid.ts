import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's Web Push identity (RFC 8292): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (required when several
 * instances serve one site: a browser's subscription is bound to the public key it was made with), otherwise a pair
 * generated once into DATA_DIR/vapid.json, so subscriptions survive restarts on a single machine. `web-push` is
 * loaded only to generate that pair (and by the sender, for the first push sent): not at every start.
 */
export async function loadVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, 'vapid.json');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    const { default: webpush } = await import('web-push');
    try {
      // 'wx' fails if another process wrote it first; then we read theirs.
      fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
