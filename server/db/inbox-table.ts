import { sql, type CreateTableBuilder, type Kysely } from "kysely";

import {
  createIndexes,
  idColumn,
  isPostgres,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * A new inbox table in one call, for the migration that adds a kind of
 * record (decision 0096): what the five first inbox tables were given over
 * migrations 0001 to 0022, written once.
 *
 * FROZEN. A migration must build the same database whenever it runs: on a
 * fresh install next year as on the server that ran it today. A migration
 * that calls this helper holds only a call; the tables it makes are this
 * file. So this file never changes what it creates. When a later kind needs
 * something else (another column on every inbox, another index), that is a
 * migration of its own over the tables that exist, and the helper for the
 * kinds after it is a copy of this one in a new module
 * (`inbox-table-2.ts`), this one left as it is for the migrations that
 * already call it. For the same reason it imports no kind declaration, status
 * or search code, which change with the application; only
 * migration-helpers.ts, which every migration shares and which is frozen the
 * same way.
 * tests/integration/inbox-table.test.ts holds it to the tables the
 * migrations built: a table made by it with quote_requests' own columns
 * matches quote_requests.
 */

/** An SQL identifier as the helper writes it unquoted into triggers and index expressions. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The columns every inbox table has, which a kind's own columns must not repeat. */
const sharedColumns = [
  "id",
  "created_at",
  "reference",
  "status",
  "assignee_id",
  "due_at",
  "at_risk_at",
  "responded_at",
  "responded_by",
  "first_response_at",
  "first_response_by",
  "paused_at",
  "paused_left_ms",
  "locale",
  "person_replied_at",
  "closed_at",
] as const;

export interface InboxTableOptions {
  /** The table's name, lower case: also the prefix of its indexes, triggers and search table. */
  table: string;
  /**
   * The status a new record starts in (the `status` column's default):
   * "new" for the inboxes of migration 0006, "submitted" for claims.
   */
  initialStatus: string;
  /**
   * The kind's own columns, added after `id`, `created_at` and `reference`
   * and before the shared workflow columns. Indexes of its own (an email
   * lookup, a policy number) are the calling migration's, after this call.
   */
  columns: (
    builder: CreateTableBuilder<string, string>,
  ) => CreateTableBuilder<string, string>;
  /**
   * The person the record is about, as columns of `columns` (the shape of
   * server/kinds/ `person`): their email, and their name in one column or as
   * first and last name. Search reads these with the reference.
   */
  person: {
    name: string | readonly [first: string, last: string];
    email: string;
  };
}

/**
 * Creates an inbox table, with:
 * - `id` (primary key), `created_at`, `reference` (not null, unique: a
 *   kind draws its own references and redraws on a collision),
 *   the kind's own columns, `status` (defaulting to `initialStatus`);
 * - the workflow columns of server/db/schema.ts `InboxRecordColumns`, typed,
 *   nullable and defaulted as on every inbox table: `assignee_id`,
 *   the promise clock (`due_at`, `at_risk_at`, `responded_at`,
 *   `responded_by`, `paused_at`, `paused_left_ms`), the first response
 *   (`first_response_at`, `first_response_by`), `locale` (not null, 'en'),
 *   `person_replied_at`; and `closed_at`, from which retention may count;
 * - every index the inbox tables share: newest first, by status, by owner,
 *   by due date, the running clocks' partial indexes (0014), the manager's
 *   `(status, assignee_id, created_at)` (0017), the replied records' partial
 *   index (0021), and `closed_at`'s (0016);
 * - the search index of migration 0017 for the dialect: on SQLite the
 *   contentless FTS5 trigram table `<table>_search` with secure delete and
 *   its three triggers; on PostgreSQL the pg_trgm GIN index over the
 *   lower-cased name, email and reference, the expression
 *   server/staff/inboxes.ts searches.
 */
export async function createInboxTable(
  db: Kysely<unknown>,
  options: InboxTableOptions,
): Promise<void> {
  const { table, initialStatus } = options;
  const { email } = options.person;
  const nameColumns =
    typeof options.person.name === "string"
      ? [options.person.name]
      : [...options.person.name];
  for (const identifier of [table, email, ...nameColumns])
    if (!IDENTIFIER.test(identifier))
      throw new Error(`Inbox table: "${identifier}" is not a plain name`);
  const timestamp = timestampColumn(db);

  const start = db.schema
    .createTable(table)
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull());
  const withOwn = options.columns(start);
  // The kind's own columns: what its builder added after the first three.
  const own = withOwn
    .toOperationNode()
    .columns.slice(3)
    .map((definition) => definition.column.column.name);
  const repeated = own.filter((column) =>
    (sharedColumns as readonly string[]).includes(column),
  );
  if (repeated.length > 0)
    throw new Error(
      `Inbox table ${table}: ${repeated.join(", ")} are columns every inbox table has`,
    );
  for (const column of [email, ...nameColumns])
    if (!own.includes(column))
      throw new Error(`Inbox table ${table}: no column ${column}`);

  await withOwn
    .addColumn("status", "text", (c) => c.notNull().defaultTo(initialStatus))
    .addColumn("assignee_id", "text")
    .addColumn("due_at", timestamp)
    .addColumn("at_risk_at", timestamp)
    .addColumn("responded_at", timestamp)
    .addColumn("responded_by", "text")
    .addColumn("first_response_at", timestamp)
    .addColumn("first_response_by", "text")
    .addColumn("paused_at", timestamp)
    .addColumn("paused_left_ms", "integer")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("person_replied_at", timestamp)
    .addColumn("closed_at", timestamp)
    .execute();

  // Each index as the migration that gave the five tables theirs wrote it,
  // so the definitions the database keeps read the same.
  await createIndexes(db, table, {
    [`${table}_created_at_idx`]: ["created_at"],
    [`${table}_status_created_at_idx`]: ["status", "created_at"],
    [`${table}_assignee_created_at_idx`]: ["assignee_id", "created_at"],
    [`${table}_due_at_idx`]: ["due_at"],
    [`${table}_closed_at_idx`]: ["closed_at"],
  });
  await db.schema
    .createIndex(`${table}_reference_idx`)
    .on(table)
    .column("reference")
    .unique()
    .execute();
  // Migration 0014: running clocks only, in the terms the at-risk view and
  // the due order repeat.
  await db.schema
    .createIndex(`${table}_running_at_risk_idx`)
    .on(table)
    .column("at_risk_at")
    .where(sql.ref("responded_at"), "is", null)
    .where(sql.ref("paused_at"), "is", null)
    .execute();
  await db.schema
    .createIndex(`${table}_running_due_idx`)
    .on(table)
    .columns(["due_at", "id"])
    .where(sql.ref("responded_at"), "is", null)
    .where(sql.ref("paused_at"), "is", null)
    .execute();
  // Migration 0017: the manager's page, from the index alone.
  await sql`create index ${sql.id(`${table}_status_assignee_idx`)} on ${sql.table(table)} (status, assignee_id, created_at)`.execute(
    db,
  );
  // Migration 0021: the replied records, in the list's order.
  await db.schema
    .createIndex(`${table}_replied_idx`)
    .on(table)
    .columns(["created_at", "id"])
    .where(sql.ref("person_replied_at"), "is not", null)
    .execute();

  const search = { table, name: nameColumns, email };
  if (isPostgres(db)) await trigramIndex(db, search);
  else await fullTextTable(db, search);
}

interface Searched {
  table: string;
  /** One column, or first and last name joined by a space. */
  name: string[];
  email: string;
}

/**
 * SQLite (migration 0017, decision 0079): a contentless FTS5 table of
 * trigrams, its rowid the record's, kept by triggers; secure delete, so a
 * record deleted by retention leaves no trace of its name in the index.
 * The statements are 0017's, character for character.
 */
async function fullTextTable(db: Kysely<unknown>, searched: Searched) {
  const { table, email } = searched;
  const search = `${table}_search`;
  const columns = "name, email, reference";
  const values = (row: "new" | "old") =>
    [
      searched.name.map((column) => `${row}.${column}`).join(" || ' ' || "),
      `${row}.${email}`,
      `${row}.reference`,
    ].join(", ");
  const watched = [...new Set([...searched.name, email, "reference"])].join(
    ", ",
  );
  for (const statement of [
    `create virtual table ${search} using fts5(${columns}, content='', contentless_delete=1, tokenize='trigram')`,
    `insert into ${search}(${search}, rank) values ('secure-delete', 1)`,
    `create trigger ${search}_insert after insert on ${table} begin insert into ${search}(rowid, ${columns}) values (new.rowid, ${values("new")}); end`,
    `create trigger ${search}_delete after delete on ${table} begin delete from ${search} where rowid = old.rowid; end`,
    `create trigger ${search}_update after update of ${watched} on ${table} begin delete from ${search} where rowid = old.rowid; insert into ${search}(rowid, ${columns}) values (new.rowid, ${values("new")}); end`,
  ])
    await sql.raw(statement).execute(db);
}

/**
 * PostgreSQL (migration 0017): one GIN trigram index on the lower-cased
 * name, email and reference joined by line breaks, the expression the
 * search repeats to use it. The reference is coalesced although it is never
 * null here: the search writes it so for every inbox (a contact message's
 * may be null), and an index serves only its own expression.
 */
async function trigramIndex(db: Kysely<unknown>, searched: Searched) {
  const { rows } = await sql<{
    schema: string;
  }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  // Migration 0017 created it; a database without it did not run 0017.
  if (!schema)
    throw new Error(`Inbox table ${searched.table}: pg_trgm is not installed`);
  const opclass = `"${schema.replaceAll('"', '""')}"."gin_trgm_ops"`;
  const all = [
    searched.name.join(" || ' ' || "),
    searched.email,
    "coalesce(reference, '')",
  ].join(" || chr(10) || ");
  await sql
    .raw(
      `create index ${searched.table}_search_trgm_idx on ${searched.table} using gin (lower(${all}) ${opclass})`,
    )
    .execute(db);
}
