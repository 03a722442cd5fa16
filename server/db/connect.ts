import fs from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import type { Config } from '../config.js';
import type { Database } from './database.js';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Told about connection-level failures that no query is waiting for (an idle client dropped by the server). */
  onConnectionError?: (err: Error) => void;
}

/**
 * How long a query waits for a PostgreSQL connection. While the database is unreachable a request must fail fast
 * (503 with Retry-After) rather than hang until the client gives up.
 */
const PG_CONNECT_TIMEOUT_MS = 3_000;

/** The most of the database file read through the memory map. */
const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

export function connect(database: Config['database'], options: ConnectOptions = {}): DbHandle {
  if (database.kind === 'postgres') {
    // pg is loaded with the first query (Kysely asks for the pool then), not by every SQLite install.
    let pool: Promise<Pool> | undefined;
    const makePool = () =>
      (pool ??= import('pg').then(({ default: pg }) => {
        const made = new pg.Pool({
          connectionString: database.url,
          max: 10,
          connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
          idleTimeoutMillis: 30_000,
          // Detects a server that went away without closing the socket (failover, a dropped NAT entry).
          keepAlive: true,
        });
        // An idle pooled client whose connection the server closed (restart, failover, pg_terminate_backend, a
        // proxy's idle timeout) emits 'error' on the pool; without a listener Node treats it as uncaught and the
        // process exits. The pool has already dropped that client and opens a new one on the next query: only
        // report it.
        made.on('error', (err) => options.onConnectionError?.(err));
        return made;
      }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: makePool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers run while the single writer writes; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Pages read through a memory map instead of a read() call each: a search that checks thousands of job rows
  // (a count by category and type) spent most of its time in those calls (24 → 11 ms on 100,000 jobs). The mapped
  // pages are the operating system's file cache: shared, and dropped by the kernel when memory is short.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const db = new Kysely<Database>({
    dialect: new KeepCauseSqliteDialect({ database: withStatementCache(sqlite) }, sqlite),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Distinct SQL texts whose compiled statements are kept (the app's queries, with their lists of every length). */
const MAX_STATEMENTS = 1_000;

/**
 * Kysely prepares every query afresh, and better-sqlite3 compiles the SQL each time: a third of the cost of a
 * primary-key read. The app runs the same few hundred SQL texts over and over, so each is compiled once and reused
 * (the oldest dropped past MAX_STATEMENTS). A statement still iterating rows (a stream) is busy: another is made.
 * SQLite re-prepares a kept statement by itself when a migration changes the schema.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SQLite.Statement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const made = sqlite.prepare(sql);
      statements.set(sql, made);
      if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      return made;
    },
    close: () => sqlite.close(),
  };
}

/**
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM). Kysely's own
 * ROLLBACK then fails with "cannot rollback - no transaction is active", and that error would replace the real
 * cause (a full disk) in the answer and the log. Roll back only when a transaction is still open.
 */
class KeepCauseSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(config);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class KeepCauseSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(config);
  }

  override createDriver() {
    return new KeepCauseSqliteDriver(this.config, this.sqlite);
  }
}

/** Which dialect a Kysely instance talks to (migrations receive only the instance). */
export function dialectOf(db: Kysely<unknown>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
