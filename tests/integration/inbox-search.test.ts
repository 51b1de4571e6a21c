import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inboxList } from "#app/content/staff.ts";
import {
  INBOX_COUNT_CAP,
  countInboxUpTo,
  filteredInbox,
  listInbox,
} from "#server/staff/inboxes.ts";
import {
  ftsPhrase,
  planSearch,
  SEARCH_SAMPLE,
  type SearchPlan,
} from "#server/staff/search-index.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

/**
 * Search through the indexes of migration 0017 (decision 0079): SQLite's
 * FTS5 trigram tables, kept by triggers, and PostgreSQL's pg_trgm indexes.
 * The answers must be those of a plain case-insensitive substring match;
 * the plans must use the indexes (on PostgreSQL with sequential scans
 * turned off: a table of a few rows is otherwise read whole, as it should).
 */
let database: TestDatabase;
const postgres = () => database.dialect === "postgres";

async function claim(reference: string, name: string, email: string) {
  await database.db
    .insertInto("claims")
    .values({
      id: crypto.randomUUID(),
      created_at: new Date(
        Date.UTC(2026, 10, 1) + Number(reference.slice(2)) * 60_000,
      ).toISOString(),
      reference,
      claim_type: "home",
      policy_number: "HL-1234567",
      incident_date: "2026-01-15",
      description: "Storm damage.",
      claimant_name: name,
      claimant_email: email,
      claimant_phone: null,
      status: "submitted",
      assignee_id: null,
      due_at: null,
      at_risk_at: null,
      responded_at: null,
      paused_at: null,
      paused_left_ms: null,
    })
    .execute();
}

const names = async (q: string, kind: InboxKind = "claim") =>
  (await listInbox(database.db, kind, { q, status: "" }, 1)).rows
    .map((row) => row.cells.name)
    .sort();

beforeAll(async () => {
  database = await createTestDatabase();
  await claim("CL000101", "Siobhan O'Brien", "siobhan@example.com");
  await claim("CL000102", 'Ann "Nan" Lee', "ann.lee@example.org");
  await claim("CL000103", "Rate 100% Sure", "rate_sure@example.net");
  await claim("CL000104", "Back\\Slash Jones", "BACK@Example.COM");
  await claim("CL000105", "Ng Wu", "ng.wu@example.com");
  await claim("CL000106", "Zoë Near", "zoe-and-or@example.com");
  await claim("CL000107", "Anna AND Bob", "anna*bob@example.com");
  await database.db
    .insertInto("contact_submissions")
    .values({
      id: crypto.randomUUID(),
      created_at: "2026-11-20T15:00:00.000Z",
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "",
      interest: "general",
      message: "Hello.",
      assignee_id: null,
      due_at: null,
      at_risk_at: null,
      responded_at: null,
      paused_at: null,
      paused_left_ms: null,
    })
    .execute();
});
afterAll(() => database.destroy());

describe("inbox search through its indexes", () => {
  it("matches any part of a name, email or reference, in any case", async () => {
    expect(await names("o'bri")).toEqual(["Siobhan O'Brien"]);
    expect(await names("SIOBHAN@")).toEqual(["Siobhan O'Brien"]);
    expect(await names("back@example.com")).toEqual(["Back\\Slash Jones"]);
    expect(await names("l000103")).toEqual(["Rate 100% Sure"]);
    expect(await names("example.org")).toEqual(['Ann "Nan" Lee']);
    // Across the space the contact's name is made of.
    expect(await names("ada lov", "contact")).toEqual(["Ada Lovelace"]);
  });

  it("takes quotes, wildcards and query words literally", async () => {
    expect(await names('"nan"')).toEqual(['Ann "Nan" Lee']);
    expect(await names('n "n')).toEqual(['Ann "Nan" Lee']);
    expect(await names("100%")).toEqual(["Rate 100% Sure"]);
    expect(await names("e_su")).toEqual(["Rate 100% Sure"]);
    expect(await names("k\\s")).toEqual(["Back\\Slash Jones"]);
    expect(await names("a and b")).toEqual(["Anna AND Bob"]);
    expect(await names("a*b")).toEqual(["Anna AND Bob"]);
    expect(await names("and-or")).toEqual(["Zoë Near"]);
    expect(await names("zoë")).toEqual(["Zoë Near"]);
    // Never across two fields: the name ends "Lee", the email starts "ann".
    expect(await names("lee ann")).toEqual([]);
    // Wildcards of LIKE are not wildcards: no name has "rate" + any + "sure".
    expect(await names("rate%sure")).toEqual([]);
    expect(await names("nobody-by-this-name")).toEqual([]);
  });

  it("matches one or two characters as a substring too, without an index", async () => {
    expect(await names("wu")).toEqual(["Ng Wu"]);
    expect(await names("AN")).toEqual([
      'Ann "Nan" Lee',
      "Anna AND Bob",
      "Siobhan O'Brien",
      "Zoë Near",
    ]);
    expect(await names("%")).toEqual(["Rate 100% Sure"]);
    expect(await names('"')).toEqual(['Ann "Nan" Lee']);
    expect(await names("Ë")).toEqual(["Zoë Near"]);
  });

  it("follows a record's changes and deletion", async () => {
    await database.db
      .updateTable("claims")
      .set({ claimant_name: "Siobhan Byrne" })
      .where("reference", "=", "CL000101")
      .execute();
    expect(await names("o'brien")).toEqual([]);
    expect(await names("byrne")).toEqual(["Siobhan Byrne"]);
    await database.db
      .deleteFrom("claims")
      .where("reference", "=", "CL000101")
      .execute();
    expect(await names("byrne")).toEqual([]);
    expect(await names("siobhan")).toEqual([]);
  });

  it("answers from the trigram index, not by reading the table", async () => {
    const query = filteredInbox(database.db, "claim", {
      q: "jones",
      status: "",
    })
      .select("t.id")
      .compile();
    if (postgres()) {
      const plan = await database.db.connection().execute(async (db) => {
        await sql`set enable_seqscan = off`.execute(db);
        try {
          const { rows } = await db.executeQuery<{ "QUERY PLAN": string }>({
            ...query,
            sql: `explain ${query.sql}`,
          });
          return rows.map((row) => row["QUERY PLAN"]).join("\n");
        } finally {
          await sql`reset enable_seqscan`.execute(db);
        }
      });
      expect(plan).toContain("claims_search_trgm_idx");
    } else {
      const { rows } = await database.db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      const plan = rows.map((row) => row.detail).join("\n");
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
      expect(plan).not.toMatch(/^SCAN t$/m);
    }
  });

  it("finds the same rows whichever way SQLite reads the matches", async () => {
    if (postgres()) return;
    const filter = { q: "example.com", status: "" } as const;
    const ids = async (how: SearchPlan["how"]) =>
      (
        await filteredInbox(database.db, "claim", filter, {
          how,
          matches: null,
        })
          .select("t.id")
          .orderBy("t.created_at", "desc")
          .execute()
      ).map((row) => row.id);
    const byList = await ids("list");
    expect(byList.length).toBeGreaterThan(1);
    expect(await ids("walk")).toEqual(byList);
    expect(await ids("probe")).toEqual(byList);
    expect(await planSearch(database.db, "claim", "example.com")).toEqual({
      how: "list",
      matches: byList.length,
    });
  });

  it("quotes a search as one FTS5 phrase", () => {
    expect(ftsPhrase('say "hi" AND *')).toBe('"say ""hi"" AND *"');
  });
});

describe("a search matching many rows on SQLite", () => {
  it("walks the inbox asking the index about each row, and says 'more' without counting", async () => {
    if (postgres()) return;
    const many = SEARCH_SAMPLE + 50;
    for (let from = 0; from < many; from += 500) {
      await database.db
        .insertInto("claims")
        .values(
          Array.from({ length: Math.min(500, many - from) }, (_, n) => ({
            id: crypto.randomUUID(),
            created_at: new Date(
              Date.UTC(2026, 9, 1) + (from + n) * 1000,
            ).toISOString(),
            reference: `CL${String(500_000 + from + n)}`,
            claim_type: "auto",
            policy_number: "HL-7654321",
            incident_date: "2026-09-01",
            description: "Parked car hit.",
            claimant_name: `Walker ${from + n}`,
            claimant_email: `walker${from + n}@example.net`,
            claimant_phone: null,
            status: "submitted",
          })),
        )
        .execute();
    }
    expect(await planSearch(database.db, "claim", "walker")).toEqual({
      how: "probe",
      matches: null,
    });
    const page = await listInbox(
      database.db,
      "claim",
      { q: "WALKER", status: "" },
      1,
    );
    expect(page).toMatchObject({ total: 1000, more: true, first: 1, last: 25 });
    expect(page.rows[0]!.cells.name).toBe(`Walker ${many - 1}`);
    await database.db
      .deleteFrom("claims")
      .where("claimant_name", "like", "Walker %")
      .execute();
  });
});

describe("the list's count", () => {
  it("counts up to its cap and says when more match", async () => {
    const all = { q: "", status: "" } as const;
    expect(await countInboxUpTo(database.db, "claim", all, 3)).toEqual({
      total: 3,
      more: true,
    });
    expect(await countInboxUpTo(database.db, "claim", all, 6)).toEqual({
      total: 6,
      more: false,
    });
    const page = await listInbox(database.db, "claim", all, 1);
    expect(page).toMatchObject({ total: 6, more: false, first: 1, last: 6 });
    expect(inboxList.showing(1, 25, INBOX_COUNT_CAP, true)).toBe(
      "Showing 1–25 of more than 1,000",
    );
    expect(inboxList.showing(1, 6, 6)).toBe("Showing 1–6 of 6");
  });
});
