import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createInboxTable } from "#server/db/inbox-table.ts";
import { booleanColumn } from "#server/db/migration-helpers.ts";
import { containsPattern } from "#server/staff/inboxes.ts";
import { ftsPhrase } from "#server/staff/search-index.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

/**
 * The helper a migration calls for a new kind's inbox table
 * (server/db/inbox-table.ts) against what migrations 0001 to 0022 built:
 * a table made by it with quote_requests' own columns, under another name,
 * has quote_requests' columns, indexes, triggers and search index, read
 * back from the database itself, but for what the helper gives every new
 * inbox on purpose:
 * - `closed_at` and its index, as claims and contact messages have them
 *   (migration 0016), so a kind's retention may count from its closing;
 * - a unique reference: quote_requests' is not, as a quote request carries
 *   its saved estimate's reference, which several requests may share;
 * and for what a later migration added to quote_requests that the helper
 * leaves to each kind's own migration: the `lower(email)` index of 0024
 * (the complaints' migration makes its own, as the helper's comment says).
 */
const twin = "quote_requests_twin";

let database: TestDatabase;
let db: Kysely<unknown>;
const postgres = () => database.dialect === "postgres";

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db as unknown as Kysely<unknown>;
  await createInboxTable(db, {
    table: twin,
    initialStatus: "new",
    // quote_requests' own columns, as migration 0011 wrote them.
    columns: (table) =>
      table
        .addColumn("line", "text", (c) => c.notNull())
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("preferred_channel", "text", (c) => c.notNull())
        .addColumn("preferred_time", "text", (c) => c.notNull())
        .addColumn("consent_to_call", booleanColumn(db), (c) => c.notNull())
        .addColumn("consent_text", "text")
        .addColumn("estimate", "text", (c) => c.notNull()),
    person: { name: "full_name", email: "email" },
  });
});

afterAll(async () => {
  await database?.destroy();
});

/** Every name and definition with the table's own name replaced by `<table>`. */
const normalised = (table: string, text: string) =>
  text.replaceAll(table, "<table>");

interface Shape {
  /** One line per column: name, type, not null, default; sorted. */
  columns: string[];
  /** One line per index, trigger, search table and its settings; sorted. */
  definitions: string[];
}

async function shapeOf(table: string): Promise<Shape> {
  if (postgres()) {
    const schema = (
      await sql<{ schema: string }>`select current_schema() as schema`.execute(
        db,
      )
    ).rows[0]!.schema;
    const columns = await sql<{
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
    }>`select column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = ${schema} and table_name = ${table}`.execute(db);
    const indexes = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where schemaname = ${schema} and tablename = ${table}`.execute(
      db,
    );
    const triggers = await sql<{
      trigger_name: string;
    }>`select trigger_name from information_schema.triggers where event_object_schema = ${schema} and event_object_table = ${table}`.execute(
      db,
    );
    return {
      columns: columns.rows
        .map((c) =>
          [
            c.column_name,
            c.data_type,
            c.is_nullable === "NO" ? "not null" : "null",
            c.column_default ?? "",
          ].join(" | "),
        )
        .sort(),
      definitions: [
        ...indexes.rows.map((i) => i.indexdef.replaceAll(`${schema}.`, "")),
        ...triggers.rows.map((t) => `trigger ${t.trigger_name}`),
      ]
        .map((line) => normalised(table, line))
        .sort(),
    };
  }
  const columns = await sql<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>`select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(
    db,
  );
  // The search table and the shadow tables FTS5 keeps for it.
  const search = `${table}_search`;
  const owned = [
    table,
    search,
    ...["config", "data", "docsize", "idx"].map((s) => `${search}_${s}`),
  ];
  const objects = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name in (${sql.join(owned)})`.execute(
    db,
  );
  const settings = await sql<{
    k: string;
    v: unknown;
  }>`select k, v from ${sql.table(`${search}_config`)}`.execute(db);
  return {
    columns: columns.rows
      .map((c) =>
        [
          c.name,
          c.type,
          c.notnull ? "not null" : "null",
          c.dflt_value ?? "",
          c.pk ? "primary key" : "",
        ].join(" | "),
      )
      .sort(),
    definitions: [
      // The table's own statement lists its columns in the order the
      // migrations added them: its columns are compared above instead.
      ...objects.rows
        .filter((o) => o.name !== table)
        .map((o) => `${o.type} ${o.name}: ${o.sql ?? "(automatic)"}`),
      ...settings.rows.map((s) => `${search} setting ${s.k} = ${String(s.v)}`),
    ]
      .map((line) => normalised(table, line))
      .sort(),
  };
}

describe("createInboxTable", () => {
  it("makes quote_requests again, with closed_at and a unique reference", async () => {
    const made = await shapeOf(twin);
    const quotes = await shapeOf("quote_requests");
    const claims = await shapeOf("claims");

    const closedAt = claims.columns.filter((c) => c.startsWith("closed_at |"));
    const closedAtIndex = claims.definitions.filter((d) =>
      d.includes("<table>_closed_at_idx"),
    );
    expect(closedAt).toHaveLength(1);
    expect(closedAtIndex).toHaveLength(1);

    expect(made.columns).toEqual([...quotes.columns, ...closedAt].sort());
    const emailIndex = quotes.definitions.filter((d) =>
      d.includes("<table>_email_lower_idx"),
    );
    expect(emailIndex).toHaveLength(1);
    expect(made.definitions).toEqual(
      [
        ...quotes.definitions
          .filter((d) => !emailIndex.includes(d))
          .map((d) =>
            d.replace(
              /^(index <table>_reference_idx: )?CREATE INDEX ("?<table>_reference_idx)/,
              "$1CREATE UNIQUE INDEX $2",
            ),
          ),
        ...closedAtIndex,
      ].sort(),
    );
    // The reference index did become unique: the replacement above matched.
    expect(made.definitions.join("\n")).toMatch(
      /CREATE UNIQUE INDEX "?<table>_reference_idx/,
    );
    expect(quotes.definitions.join("\n")).not.toMatch(
      /CREATE UNIQUE INDEX "?<table>_reference_idx/,
    );
  });

  it("gives the search index every record, as the inbox search reads it", async () => {
    const id = crypto.randomUUID();
    await sql`insert into ${sql.table(twin)}
        (id, created_at, reference, line, full_name, email, phone, preferred_channel, preferred_time, consent_to_call, consent_text, estimate)
      values (${id}, ${new Date().toISOString()}, 'Q-481516', 'home', 'Aoife Twomey', 'aoife@example.com', null, 'email', 'morning', ${postgres() ? sql`true` : sql`1`}, null, '{}')`.execute(
      db,
    );
    const row = await sql<{
      status: string;
      locale: string;
    }>`select status, locale from ${sql.table(twin)} where id = ${id}`.execute(
      db,
    );
    expect(row.rows).toEqual([{ status: "new", locale: "en" }]);

    // The condition of server/staff/inboxes.ts `searchCondition` for a
    // search of three characters or more, over this table.
    const found = async (q: string) => {
      const condition = postgres()
        ? sql`lower(t.full_name || chr(10) || t.email || chr(10) || coalesce(t.reference, '')) like ${containsPattern(q)} escape '\\'`
        : sql`t.rowid in (select rowid from ${sql.table(`${twin}_search`)} where ${sql.table(`${twin}_search`)} match ${ftsPhrase(q)})`;
      const query = sql<{
        id: string;
      }>`select t.id from ${sql.table(twin)} t where ${condition}`;
      return (await query.execute(db)).rows.map((r) => r.id);
    };
    expect(await found("TWOMEY")).toEqual([id]);
    expect(await found("aoife@example")).toEqual([id]);
    expect(await found("481516")).toEqual([id]);
    expect(await found("nobody")).toEqual([]);

    // Kept in step with the record (SQLite's triggers; PostgreSQL's
    // index is over the row itself).
    await sql`update ${sql.table(twin)} set full_name = 'Aoife Brennan' where id = ${id}`.execute(
      db,
    );
    expect(await found("brennan")).toEqual([id]);
    expect(await found("twomey")).toEqual([]);
  });

  it("answers the search from its index, not by reading the table", async () => {
    if (postgres()) {
      const pattern = containsPattern("brennan");
      const plan = await database.db.connection().execute(async (one) => {
        await sql`set enable_seqscan = off`.execute(one);
        try {
          const { rows } = await sql<{
            "QUERY PLAN": string;
          }>`explain select t.id from ${sql.table(twin)} t where lower(t.full_name || chr(10) || t.email || chr(10) || coalesce(t.reference, '')) like ${pattern} escape '\\'`.execute(
            one,
          );
          return rows.map((r) => r["QUERY PLAN"]).join("\n");
        } finally {
          await sql`reset enable_seqscan`.execute(one);
        }
      });
      expect(plan).toContain(`${twin}_search_trgm_idx`);
    } else {
      const search = sql.table(`${twin}_search`);
      const { rows } = await sql<{
        detail: string;
      }>`explain query plan select t.id from ${sql.table(twin)} t where t.rowid in (select rowid from ${search} where ${search} match ${ftsPhrase("brennan")})`.execute(
        db,
      );
      const plan = rows.map((r) => r.detail).join("\n");
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
      expect(plan).not.toMatch(/^SCAN t$/m);
    }
  });

  it("leaves nothing of a deleted record in the search", async () => {
    await sql`delete from ${sql.table(twin)}`.execute(db);
    if (postgres()) return;
    const { rows } = await sql<{
      count: number;
    }>`select count(*) as count from ${sql.table(`${twin}_search`)}`.execute(
      db,
    );
    expect(Number(rows[0]!.count)).toBe(0);
  });

  it("searches a name asked in two parts as the verification inbox does", async () => {
    const table = "onboarding_responses_twin";
    await createInboxTable(db, {
      table,
      initialStatus: "new",
      columns: (builder) =>
        builder
          .addColumn("first_name", "text", (c) => c.notNull())
          .addColumn("last_name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull()),
      person: { name: ["first_name", "last_name"], email: "email" },
    });
    const searchOnly = (shape: Shape) =>
      shape.definitions.filter((d) => d.includes("_search"));
    const made = searchOnly(await shapeOf(table));
    expect(made.length).toBeGreaterThan(0);
    expect(made).toEqual(searchOnly(await shapeOf("onboarding_responses")));
  });

  it("refuses a kind's column that every inbox table has already", async () => {
    await expect(
      createInboxTable(db, {
        table: "repeats_a_shared_column",
        initialStatus: "new",
        columns: (table) =>
          table
            .addColumn("email", "text", (c) => c.notNull())
            .addColumn("full_name", "text", (c) => c.notNull())
            .addColumn("assignee_id", "text"),
        person: { name: "full_name", email: "email" },
      }),
    ).rejects.toThrow(/assignee_id are columns every inbox table has/);
  });
});
