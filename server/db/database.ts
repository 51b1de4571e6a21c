import path from "node:path";

import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

import {
  privateDirectory,
  privateFile,
  tighten,
} from "#server/private-files.ts";
import type { DB } from "./schema.ts";
import { openNodeSqlite } from "./node-sqlite.ts";
import { sharedCommits, type Transact } from "./shared-commits.ts";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /**
   * A submission's writes in a transaction: on SQLite, submissions that
   * arrive together share one commit (shared-commits.ts); on PostgreSQL,
   * whose server flushes concurrent commits together itself, each has its own.
   */
  transact: Transact;
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
   * Told of an error on an idle pooled PostgreSQL connection (a restart, a
   * failover, a proxy cutting it). Without a listener, pg's pool emits it
   * as an unhandled 'error' event and the process exits; with one, the
   * broken connection is dropped and the next query opens a fresh one.
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
    pool.on("error", (error) => options.onConnectionError?.(error));
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
    transact:
      dialect === "sqlite"
        ? sharedCommits(db)
        : (work) => db.transaction().execute(work),
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
