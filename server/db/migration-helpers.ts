import { PostgresAdapter, type Kysely } from "kysely";

/** Row ids are UUIDs made by the server, stored as text on both databases. */
export const idColumn = "text";

/** PostgreSQL keeps real timestamps; SQLite keeps ISO-8601 text, which sorts the same. */
export function timestampColumn(db: Kysely<unknown>): "timestamptz" | "text" {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? "timestamptz"
    : "text";
}

/** PostgreSQL has booleans; SQLite keeps 1 and 0 in an integer column. */
export function booleanColumn(db: Kysely<unknown>): "boolean" | "integer" {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? "boolean"
    : "integer";
}
