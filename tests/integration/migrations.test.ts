import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrateToLatest } from "#server/db/migrate.ts";
import { tableColumns } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** This file's tables: on PostgreSQL, other test runs' schemas hold tables of the same names. */
async function ownTables() {
  const tables = await database.db.introspection.getTables();
  return tables.filter(
    (table) => !database.schema || table.schema === database.schema,
  );
}

describe("migrations", () => {
  it("create every table with exactly the columns the code's types name", async () => {
    const tables = await ownTables();
    for (const [table, columns] of Object.entries(tableColumns)) {
      const found = tables.find((t) => t.name === table);
      expect(found, `table ${table}`).toBeDefined();
      expect(found!.columns.map((c) => c.name).sort()).toEqual(
        [...columns].sort(),
      );
    }
  });

  it("marks optional columns nullable and the rest not null", async () => {
    const tables = await ownTables();
    const nullable = (table: string, column: string) =>
      tables
        .find((t) => t.name === table)!
        .columns.find((c) => c.name === column)!.isNullable;
    expect(nullable("onboarding_responses", "phone_carrier")).toBe(true);
    expect(nullable("onboarding_responses", "additional_info")).toBe(true);
    expect(nullable("onboarding_responses", "ssn")).toBe(false);
    expect(nullable("job_applications", "cover_letter")).toBe(true);
    expect(nullable("job_applications", "resume")).toBe(false);
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

  it("refuses a credit score outside 300 to 850", async () => {
    const base = {
      id: crypto.randomUUID(),
      created_at: new Date().toISOString(),
      reference: "VER-1",
      user_id: null,
      first_name: "A",
      last_name: "B",
      email: "a@example.com",
      phone: "3135550100",
      phone_carrier: null,
      street_address: "1 Main St",
      city: "Detroit",
      state: "MI",
      zip_code: "48226",
      bank_name: "Bank",
      credit_score: 900,
      drivers_license_front_url: "k1",
      drivers_license_back_url: "k2",
      ssn: "ciphertext",
      ssn_last4: "6789",
      selected_positions: "[]",
      other_position: null,
      additional_info: null,
    };
    await expect(
      database.db.insertInto("onboarding_responses").values(base).execute(),
    ).rejects.toThrow();
    await database.db
      .insertInto("onboarding_responses")
      .values({ ...base, credit_score: 850 })
      .execute();
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
