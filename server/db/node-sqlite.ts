import { DatabaseSync, type SQLInputValue } from "node:sqlite";

import type { SqliteDatabase, SqliteStatement } from "kysely";

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
  raw.exec("PRAGMA busy_timeout = 5000");

  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      const statement = raw.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters.map(toSqliteValue)),
        run: (parameters) => statement.run(...parameters.map(toSqliteValue)),
        iterate: (parameters) =>
          statement.iterate(...parameters.map(toSqliteValue)),
      };
    },
  };
  return { database, raw };
}

function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}
