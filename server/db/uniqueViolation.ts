/** A unique constraint refused the row (better-sqlite3: SQLITE_CONSTRAINT_UNIQUE; PostgreSQL: 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
