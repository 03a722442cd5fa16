/**
 * The admin CLI (`npm run admin -- …`) run against the e2e server's database and mail, as an administrator would.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_SERVER_ENV } from '../support/env';

const run = promisify(execFile);

export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, ...E2E_SERVER_ENV },
    timeout: 60_000,
  });
  return stdout;
}
