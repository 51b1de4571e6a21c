import { SqliteAdapter, sql, type Kysely } from "kysely";

import type { DB } from "./schema.ts";

/**
 * Runs `work` with commits that do not wait for the disk: on SQLite,
 * synchronous=NORMAL under WAL for these statements only, so a power cut may
 * lose the last of them, and the next full commit (any submission) makes them
 * durable with it. For counters whose loss costs nothing (a rate-limit
 * window's count), never for what someone is told was stored. Under load a
 * contact post made two flushes, its count's and its submission's; now one.
 * PostgreSQL waits for its flush on the server's side, not in this process,
 * so there `work` runs as it is.
 */
export async function withoutOwnFlush<T>(
  db: Kysely<DB>,
  work: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return work(db);
  // Inside a transaction the pragma cannot change; its commit flushes anyway.
  if (db.isTransaction) return work(db);
  // One connection held throughout: no other query (a submission's
  // transaction) can run between the two pragmas and commit unflushed.
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`pragma synchronous = full`.execute(connection);
    }
  });
}
