/** Multi-row inserts sized to each dialect's limit on bound parameters. */
import type { Dialect } from '../connect.js';

/**
 * SQLite allows 32766 parameters per statement, PostgreSQL 65535; both are fastest with a few thousand rows per
 * statement (bigger statements cost more to parse than they save in round trips).
 */
export function batchSize(dialect: Dialect, columns: number): number {
  const maxParams = dialect === 'sqlite' ? 32_766 : 65_535;
  return Math.max(1, Math.min(5_000, Math.floor(maxParams / columns)));
}

export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** Inserts `rows` in batches with `insert`; returns how many rows were given to it. */
export async function insertInBatches<T extends object>(
  dialect: Dialect,
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const size = batchSize(dialect, Object.keys(first).length);
  for (const batch of chunks(rows, size)) await insert(batch);
  return rows.length;
}

export async function timed<T>(
  log: (line: string) => void,
  what: string,
  step: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const result = await step();
  log(`seed: ${what} ${describe(result)}in ${Math.round(performance.now() - started)} ms`);
  return result;
}

function describe(result: unknown): string {
  return typeof result === 'number' ? `(${result} added) ` : '';
}
