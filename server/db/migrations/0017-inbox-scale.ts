import { sql, type Kysely } from "kysely";

import { isPostgres } from "#server/db/migration-helpers.ts";

/**
 * What each inbox searches (server/staff/inboxes.ts `sources`), as this
 * migration found it: SQL over the table's own columns for the person's
 * name, email and reference (contact messages have no reference).
 */
const searched = {
  // Its CT- reference since migration 0013 (decision 0065).
  contact_submissions: {
    name: "first_name || ' ' || last_name",
    email: "email",
    reference: "reference",
  },
  job_applications: {
    name: "full_name",
    email: "email",
    reference: "reference",
  },
  onboarding_responses: {
    name: "first_name || ' ' || last_name",
    email: "email",
    reference: "reference",
  },
  claims: {
    name: "claimant_name",
    email: "claimant_email",
    reference: "reference",
  },
  quote_requests: {
    name: "full_name",
    email: "email",
    reference: "reference",
  },
} as const satisfies Record<
  string,
  { name: string; email: string; reference: string | null }
>;

type InboxTable = keyof typeof searched;

/**
 * An inbox of a million records (issue 23, item 8; decision 0079).
 *
 * Search by name, email or reference without reading the table:
 * - SQLite: a contentless FTS5 table `<table>_search` per inbox with the
 *   trigram tokenizer (case-insensitive substrings of three characters or
 *   more), its rowid the record's rowid, kept by triggers on insert, update
 *   and delete. Contentless: it holds no copy of the text, only the index;
 *   `contentless_delete` lets the delete trigger remove a record's entries,
 *   and FTS5's `secure-delete` removes them from the index itself rather
 *   than marking them deleted, so retention leaves no trace of a name in it.
 *   A record's rowid is its implicit one, which VACUUM and VACUUM INTO (the
 *   backup) keep on the SQLite this runs on; if one day they did not,
 *   `insert into <table>_search(<table>_search) values ('rebuild')` cannot
 *   help a contentless table: docs/operations.md says how to fill it again.
 * - PostgreSQL: a pg_trgm GIN index per inbox on lower(name, email and
 *   reference joined by line breaks), which serves `like '%text%'` on
 *   the same expression.
 *   The extension is created when missing (pg_trgm is a trusted extension:
 *   a database owner may create it), in the `public` schema when there is
 *   one, so dropping an application schema never takes it along; its
 *   operator class is named with its schema.
 *
 * And one index per inbox for the manager's page: `(status, assignee_id,
 * created_at)`, open records per person and the oldest of them from the
 * index alone. (The at-risk view and the due order have theirs from
 * migration 0014.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await trigramIndexes(db);
  else await fullTextTables(db);
  for (const table of Object.keys(searched) as InboxTable[]) {
    await sql`create index ${sql.id(`${table}_status_assignee_idx`)} on ${sql.table(table)} (status, assignee_id, created_at)`.execute(
      db,
    );
  }
}

async function fullTextTables(db: Kysely<unknown>) {
  for (const [table, source] of Object.entries(searched)) {
    const search = `${table}_search`;
    const columns = source.reference
      ? ["name", "email", "reference"]
      : ["name", "email"];
    const values = (row: "new" | "old" | null) => {
      const prefix = row ? `${row}.` : "";
      const qualify = (expression: string) =>
        expression.replace(
          /\b(first_name|last_name|full_name|claimant_name|claimant_email|email|reference)\b/g,
          `${prefix}$1`,
        );
      return [source.name, source.email, source.reference]
        .filter((expression) => expression !== null)
        .map(qualify)
        .join(", ");
    };
    const watched = [
      ...new Set(
        [source.name, source.email, source.reference]
          .filter((expression) => expression !== null)
          .flatMap((expression) => expression.match(/[a-z_]+/g) ?? []),
      ),
    ].join(", ");
    const statements = [
      `create virtual table ${search} using fts5(${columns.join(", ")}, content='', contentless_delete=1, tokenize='trigram')`,
      `insert into ${search}(${search}, rank) values ('secure-delete', 1)`,
      `insert into ${search}(rowid, ${columns.join(", ")}) select rowid, ${values(null)} from ${table}`,
      `create trigger ${search}_insert after insert on ${table} begin insert into ${search}(rowid, ${columns.join(", ")}) values (new.rowid, ${values("new")}); end`,
      `create trigger ${search}_delete after delete on ${table} begin delete from ${search} where rowid = old.rowid; end`,
      `create trigger ${search}_update after update of ${watched} on ${table} begin delete from ${search} where rowid = old.rowid; insert into ${search}(rowid, ${columns.join(", ")}) values (new.rowid, ${values("new")}); end`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  }
}

async function trigramIndexes(db: Kysely<unknown>) {
  const schema = await trigramSchema(db);
  const opclass = `"${schema.replaceAll('"', '""')}"."gin_trgm_ops"`;
  for (const [table, source] of Object.entries(searched)) {
    // One index over the three, a line break between them: a search never
    // holds one (whitespace is collapsed to spaces), so it cannot match
    // across two of them; and one index is one scan where three ORed LIKEs
    // led the planner to read the table instead.
    // A reference may be missing (contact messages before migration 0013):
    // coalesced, or the whole text would be null.
    const all = [
      source.name,
      source.email,
      ...(source.reference ? [`coalesce(${source.reference}, '')`] : []),
    ].join(" || chr(10) || ");
    await sql
      .raw(
        `create index ${table}_search_trgm_idx on ${table} using gin (lower(${all}) ${opclass})`,
      )
      .execute(db);
  }
}

/** The schema pg_trgm is in, after creating it where it is missing. */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const installed = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  const found = await installed();
  if (found) return found;
  const { rows } = await sql<{
    public: boolean;
  }>`select exists (select 1 from pg_namespace where nspname = 'public') as public`.execute(
    db,
  );
  await (
    rows[0]?.public
      ? sql`create extension if not exists pg_trgm with schema public`
      : sql`create extension if not exists pg_trgm`
  ).execute(db);
  const created = await installed();
  if (!created) throw new Error("Migration 0017: pg_trgm was not created");
  return created;
}
