import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Which database a migration runs on: migrations get a bare Kysely, not the
 * app's Database with its dialect.
 */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Row ids are UUIDs made by the server, stored as text on both databases. */
export const idColumn = "text";

/** PostgreSQL keeps real timestamps; SQLite keeps ISO-8601 text, which sorts the same. */
export function timestampColumn(db: Kysely<unknown>): "timestamptz" | "text" {
  return isPostgres(db) ? "timestamptz" : "text";
}

/** PostgreSQL has booleans; SQLite keeps 1 and 0 in an integer column. */
export function booleanColumn(db: Kysely<unknown>): "boolean" | "integer" {
  return isPostgres(db) ? "boolean" : "integer";
}

/** A table's indexes, by name, each over its columns in order: one `create index` apiece. */
export async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: Record<string, string[]>,
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes))
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}
