import { randomBytes } from "node:crypto";

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { columnContext, decryptText } from "#server/crypto.ts";
import { createMigrator, migrateToLatest } from "#server/db/migrate.ts";
import { openMailContent } from "#server/mail/outbox.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { legacyText } from "../helpers/legacy-crypto.ts";
import { tableColumns } from "../helpers/table-columns.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe("migrations", () => {
  it("create every table with exactly the columns the code's types name", async () => {
    const tables = await database.tables();
    for (const [table, columns] of Object.entries(tableColumns)) {
      const found = tables.find((t) => t.name === table);
      expect(found, `table ${table}`).toBeDefined();
      expect(found!.columns.map((c) => c.name).sort()).toEqual(
        [...columns].sort(),
      );
    }
  });

  it("marks optional columns nullable and the rest not null", async () => {
    const tables = await database.tables();
    const nullable = (table: string, column: string) =>
      tables
        .find((t) => t.name === table)!
        .columns.find((c) => c.name === column)!.isNullable;
    expect(nullable("onboarding_responses", "phone_carrier")).toBe(true);
    expect(nullable("onboarding_responses", "additional_info")).toBe(true);
    expect(nullable("onboarding_responses", "ssn")).toBe(false);
    expect(nullable("job_applications", "cover_letter")).toBe(true);
    expect(nullable("job_applications", "resume")).toBe(false);
    expect(nullable("onboarding_responses", "bank_name_encrypted")).toBe(false);
    expect(nullable("onboarding_responses", "credit_score_encrypted")).toBe(
      false,
    );
  });

  it("is a no-op when run again", async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("keeps references unique", async () => {
    const row = {
      id: crypto.randomUUID(),
      created_at: new Date().toISOString(),
      reference: "CL123456",
      claim_type: "auto",
      policy_number: "POL-1",
      incident_date: "2026-01-02",
      description: "A tree fell on the car.",
      claimant_name: "Ada Lovelace",
      claimant_email: "ada@example.com",
      claimant_phone: null,
      status: "submitted",
    };
    await database.db.insertInto("claims").values(row).execute();
    await expect(
      database.db
        .insertInto("claims")
        .values({ ...row, id: crypto.randomUUID() })
        .execute(),
    ).rejects.toThrow();
  });

  it("enforces foreign keys from claim files to claims", async () => {
    await expect(
      database.db
        .insertInto("claim_files")
        .values({
          id: crypto.randomUUID(),
          created_at: new Date().toISOString(),
          claim_id: "no-such-claim",
          storage_key: "k",
          file_name: "photo.png",
          content_type: "image/png",
          size_bytes: 10,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("returns timestamps as ISO text", async () => {
    const row = await database.db
      .selectFrom("claims")
      .select("created_at")
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
  });
});

describe("migration 0004 (encrypted columns)", () => {
  const key = randomBytes(32);
  let old: TestDatabase;
  beforeAll(async () => {
    // A database as 0003 left it, holding what the code then stored: plain
    // bank names and credit scores, SSNs sealed without associated data.
    old = await createTestDatabase({ migrate: false });
    const migrator = await createMigrator(old.db);
    const { error } = await migrator.migrateTo("0003-auth");
    expect(error).toBeUndefined();
    for (const [id, bank, score] of [
      ["row-a", "Great Lakes Credit Union", 742],
      ["row-b", "Motor City Savings", 615],
    ] as const) {
      await sql`insert into onboarding_responses (id, created_at, reference, first_name, last_name, email, phone, street_address, city, state, zip_code, bank_name, credit_score, drivers_license_front_url, drivers_license_back_url, ssn, ssn_last4, selected_positions) values (${id}, ${new Date().toISOString()}, ${`VER-${id}`}, 'Mary', 'Jackson', 'mary@example.com', '3135550102', '1 Wind Tunnel Rd', 'Detroit', 'MI', '48226', ${bank}, ${score}, 'k1', 'k2', ${legacyText("123-45-6789", key)}, '6789', '[]')`.execute(
        old.db,
      );
    }
    for (const [id, status] of [
      ["mail-sent", "sent"],
      ["mail-pending", "pending"],
    ] as const) {
      const now = new Date().toISOString();
      await sql`insert into outbox (id, created_at, kind, to_address, subject, text_body, html_body, status, next_attempt_at, sent_at) values (${id}, ${now}, 'auth.reset', 'mary@example.com', 'Reset your password', 'https://example.com/reset#token=secret', '<a href="https://example.com/reset#token=secret">reset</a>', ${status}, ${now}, ${status === "sent" ? now : null})`.execute(
        old.db,
      );
    }
  });
  afterAll(() => old.destroy());

  it("needs the data key when there are rows to encrypt, and a key that reads the SSNs", async () => {
    await expect(migrateToLatest(old.db)).rejects.toThrow(
      /needs the data encryption key/,
    );
    await expect(
      migrateToLatest(old.db, { dataKeys: [randomBytes(32)] }),
    ).rejects.toThrow(/does not read the SSNs already stored/);
    // Nothing was changed by the refused runs.
    const columns = (await old.tables())
      .find((t) => t.name === "onboarding_responses")!
      .columns.map((c) => c.name);
    expect(columns).toContain("bank_name");
    expect(columns).not.toContain("bank_name_encrypted");
  });

  it("encrypts the bank names and credit scores already stored and drops the plain columns", async () => {
    const migrator = await createMigrator(old.db, { dataKeys: [key] });
    const { error, results } = await migrator.migrateTo(
      "0004-encrypted-columns",
    );
    expect(error).toBeUndefined();
    expect(results?.map((result) => result.migrationName)).toContain(
      "0004-encrypted-columns",
    );
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from onboarding_responses order by id`.execute(old.db);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).not.toHaveProperty("bank_name");
      expect(row).not.toHaveProperty("credit_score");
      expect(JSON.stringify(row)).not.toMatch(/Great Lakes|Motor City/);
    }
    const decrypt = (row: Record<string, unknown>, column: string) =>
      decryptText(
        String(row[column]),
        [key],
        columnContext("onboarding_responses", column, String(row.id)),
      );
    expect(rows.map((row) => decrypt(row, "bank_name_encrypted"))).toEqual([
      "Great Lakes Credit Union",
      "Motor City Savings",
    ]);
    expect(rows.map((row) => decrypt(row, "credit_score_encrypted"))).toEqual([
      "742",
      "615",
    ]);
    // Bound to its row: row a's value does not read as row b's.
    expect(() =>
      decryptText(
        String(rows[0]!.bank_name_encrypted),
        [key],
        columnContext("onboarding_responses", "bank_name_encrypted", "row-b"),
      ),
    ).toThrow();
  });

  it("clears the bodies of mail already sent, keeping recipient, subject and status", async () => {
    // The columns as 0004 left them (0009 seals and drops the bodies).
    const { rows } =
      await sql`select id, to_address, subject, status, text_body, html_body from outbox order by id`.execute(
        old.db,
      );
    expect(rows).toEqual([
      {
        id: "mail-pending",
        to_address: "mary@example.com",
        subject: "Reset your password",
        status: "pending",
        text_body: "https://example.com/reset#token=secret",
        html_body: '<a href="https://example.com/reset#token=secret">reset</a>',
      },
      {
        id: "mail-sent",
        to_address: "mary@example.com",
        subject: "Reset your password",
        status: "sent",
        text_body: "",
        html_body: null,
      },
    ]);
  });

  it("0009 seals the body of mail still waiting and drops the plain body columns", async () => {
    await migrateToLatest(old.db, { dataKeys: [key] });
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from outbox order by id`.execute(old.db);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      ["mail-pending", "pending"],
      ["mail-sent", "sent"],
    ]);
    for (const row of rows) {
      expect(row).not.toHaveProperty("text_body");
      expect(row).not.toHaveProperty("html_body");
      expect(JSON.stringify(row)).not.toContain("secret");
    }
    expect(rows[1]!.content).toBeNull();
    expect(
      openMailContent(String(rows[0]!.content), [key], "mail-pending"),
    ).toEqual({
      text: "https://example.com/reset#token=secret",
      html: '<a href="https://example.com/reset#token=secret">reset</a>',
    });
  });
});

describe("migration 0016 (claim outcomes and closing times)", () => {
  let old: TestDatabase;
  const resolvedAt = "2020-03-04T05:06:07.000Z";
  beforeAll(async () => {
    // A database as 0012 left it: a claim resolved (with its history), one
    // resolved with no history row, one open; a contact message closed.
    old = await createTestDatabase({ migrate: false });
    const migrator = await createMigrator(old.db);
    const { error } = await migrator.migrateTo("0012-clocks-and-owners");
    expect(error).toBeUndefined();
    const created = "2019-01-01T00:00:00.000Z";
    for (const [id, status] of [
      ["claim-resolved", "resolved"],
      ["claim-resolved-unrecorded", "resolved"],
      ["claim-open", "assessment"],
    ] as const)
      await sql`insert into claims (id, created_at, reference, claim_type, policy_number, incident_date, description, claimant_name, claimant_email, status) values (${id}, ${created}, ${`CL-${id}`}, 'home', 'HL-1234567', '2019-01-01', 'Roof.', 'Dorothy', 'd@example.com', ${status})`.execute(
        old.db,
      );
    await sql`insert into contact_submissions (id, created_at, first_name, last_name, email, phone, interest, message, status) values ('contact-closed', ${created}, 'Ada', 'L', 'a@example.com', '3135550100', 'auto', 'Hi', 'closed')`.execute(
      old.db,
    );
    for (const [id, type, subject, to, at] of [
      [
        "sc-1",
        "claim",
        "claim-resolved",
        "in_review",
        "2020-01-01T00:00:00.000Z",
      ],
      ["sc-2", "claim", "claim-resolved", "resolved", resolvedAt],
      ["sc-3", "contact", "contact-closed", "closed", resolvedAt],
    ] as const)
      await sql`insert into status_changes (id, created_at, subject_type, subject_id, actor_id, from_status, to_status) values (${id}, ${at}, ${type}, ${subject}, 'staff-1', 'x', ${to})`.execute(
        old.db,
      );
  });
  afterAll(() => old.destroy());

  it("starts each closed record's retention at its last move to its final status, or its arrival; open ones have none", async () => {
    await migrateToLatest(old.db);
    const closed = async (table: "claims" | "contact_submissions") =>
      Object.fromEntries(
        (
          await old.db.selectFrom(table).select(["id", "closed_at"]).execute()
        ).map((row) => [row.id, row.closed_at]),
      );
    expect(await closed("claims")).toEqual({
      "claim-resolved": resolvedAt,
      "claim-resolved-unrecorded": "2019-01-01T00:00:00.000Z",
      "claim-open": null,
    });
    expect(await closed("contact_submissions")).toEqual({
      "contact-closed": resolvedAt,
    });
    const outcomes = await old.db
      .selectFrom("claims")
      .select(["outcome", "outcome_amount_cents", "outcome_reason"])
      .execute();
    for (const row of outcomes)
      expect(row).toEqual({
        outcome: null,
        outcome_amount_cents: null,
        outcome_reason: null,
      });
  });
});
