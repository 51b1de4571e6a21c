import path from "node:path";

import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

import {
  privateDirectory,
  privateFile,
  tighten,
} from "#server/private-files.ts";
import type { DB } from "./schema.ts";
import { BUSY_TIMEOUT_MS, openNodeSqlite } from "./node-sqlite.ts";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

// timestamptz comes back as ISO text, like SQLite's, and COUNT(*) (int8) as a
// number; both databases then look the same to the code.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) =>
  new Date(value).toISOString(),
);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) =>
  Number.parseInt(value, 10),
);

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * Told of an error on a pooled PostgreSQL connection outside a query of
   * its own (a restart, a failover, a proxy cutting it), idle or held by a
   * transaction between two queries. Unheard, pg emits it as an 'error'
   * event and the process exits; heard, the broken connection is dropped
   * and the next query opens a fresh one.
   */
  onConnectionError?: (error: Error) => void;
}): Database {
  let db: Kysely<DB>;
  let dialect: Dialect;
  if (options.databaseUrl) {
    dialect = "postgres";
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer fails the request in seconds
      // (a 503 page), rather than holding it until the client gives up.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // The pool listens for errors on idle clients only, and takes its
    // listener off a client it lends: a transaction's connection cut between
    // two of its queries would have nobody to hear it. Each client gets a
    // listener of its own for its whole life, which reports the error once;
    // the pool's 'error' (the same error, when idle) then needs no report.
    pool.on("connect", (client) =>
      client.on("error", (error) => options.onConnectionError?.(error)),
    );
    pool.on("error", () => {});
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  } else {
    dialect = "sqlite";
    privateDirectory(options.dataDir);
    // SQLite makes its -wal and -shm files with the database file's mode.
    const file = path.join(options.dataDir, "app.db");
    privateFile(file);
    const { database } = openNodeSqlite(file);
    for (const companion of [`${file}-wal`, `${file}-shm`])
      tighten(companion, 0o600);
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
  }
  return {
    db,
    dialect,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * On SQLite, copies the write-ahead log into the database file and empties
 * the log (a TRUNCATE checkpoint): the log otherwise keeps page images from
 * before a deletion until they happen to be overwritten, while the file's
 * pages were zeroed by secure_delete (node-sqlite.ts). Retention runs it
 * after each purge. It never waits: if another process is reading or
 * writing, it copies what it can and resolves to false, and the next run
 * tries again. PostgreSQL has nothing to do here (true): its dead rows and
 * log are the server's (docs/security.md, Conversations).
 */
export async function emptyWriteAheadLog(
  db: Kysely<DB>,
  dialect: Dialect,
): Promise<boolean> {
  if (dialect !== "sqlite") return true;
  // One connection held throughout, so no other query runs without its
  // busy timeout meanwhile.
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA busy_timeout = 0`.execute(connection);
    try {
      const { rows } = await sql<{
        busy: number;
      }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(connection);
      return rows[0]?.busy === 0;
    } finally {
      await sql
        .raw(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
        .execute(connection);
    }
  });
}
