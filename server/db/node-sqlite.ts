import { DatabaseSync, type SQLInputValue } from "node:sqlite";

import type { SqliteDatabase, SqliteStatement } from "kysely";

/** How long a statement waits for another process's lock before it fails. */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Kysely's SqliteDialect expects a better-sqlite3-shaped database. This adapts
 * Node's built-in node:sqlite (no native addon to compile at install).
 */
export function openNodeSqlite(path: string): {
  database: SqliteDatabase;
  raw: DatabaseSync;
} {
  const raw = new DatabaseSync(path);
  // WAL lets readers work while a write is in progress; synchronous=FULL makes
  // an acknowledged submission survive a power cut.
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA synchronous = FULL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // A deleted row's bytes are overwritten with zeros, in its page and on the
  // free list, rather than left until the space is reused: what retention
  // purges and what the outbox clears once sent is then gone from the file
  // (and, after the next checkpoint, from the write-ahead log; retention
  // empties the log after its purge). Per connection, so set at every open.
  raw.exec("PRAGMA secure_delete = ON");

  // Kysely prepares every query it runs; a form post runs the same few
  // statements each time, and preparing them again was a twentieth of the
  // server's time under load. The statements are kept, a bounded number, the
  // oldest dropped first. An iteration gets a statement of its own: a kept
  // one could be reset under it by another query of the same text.
  const kept = new Map<string, SqliteStatement>();
  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const known = kept.get(sql);
      if (known) return known;
      const statement = raw.prepare(sql);
      const adapted: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters.map(toSqliteValue)),
        run: (parameters) => statement.run(...parameters.map(toSqliteValue)),
        iterate: (parameters) =>
          raw.prepare(sql).iterate(...parameters.map(toSqliteValue)),
      };
      if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      kept.set(sql, adapted);
      return adapted;
    },
  };
  return { database, raw };
}

/** Enough for every query the app writes; one built from a varying list (an IN of n values) takes a place of its own. */
const KEPT_STATEMENTS = 500;

function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}
