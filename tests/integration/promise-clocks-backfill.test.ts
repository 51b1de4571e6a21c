import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createMigrator, migrateToLatest } from "#server/db/migrate.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";

let old: TestDatabase;
beforeAll(async () => {
  // A database as 0012 left it: records with the clock columns, all empty.
  old = await createTestDatabase({ migrate: false });
  const { error } = await (
    await createMigrator(old.db)
  ).migrateTo("0012-clocks-and-owners");
  expect(error).toBeUndefined();
});
afterAll(() => old.destroy());

const clockOf = (table: "claims" | "contact_submissions", id: string) =>
  old.db
    .selectFrom(table)
    .select(["due_at", "at_risk_at", "responded_at", "paused_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("migration 0014 (promise clocks for earlier records)", () => {
  it("starts each clock at receipt and stops it at the earliest event on file", async () => {
    const received = "2026-11-20T22:00:00.000Z"; // Friday 5 PM EST
    const reviewed = await insertClaim(old.db, {
      created_at: received,
      status: "assessment",
    });
    for (const [at, from, to] of [
      ["2026-11-21T15:00:00.000Z", "submitted", "in_review"],
      ["2026-11-22T15:00:00.000Z", "in_review", "assessment"],
    ] as const)
      await old.db
        .insertInto("status_changes")
        .values({
          id: crypto.randomUUID(),
          created_at: at,
          subject_type: "claim",
          subject_id: reviewed.id,
          actor_id: null,
          from_status: from,
          to_status: to,
        })
        .execute();
    const waiting = await insertClaim(old.db, { created_at: received });
    const closedUndated = await insertClaim(old.db, {
      created_at: received,
      status: "resolved",
    });
    const answered = await insertContact(old.db, { created_at: received });
    await old.db
      .insertInto("conversation_messages")
      .values({
        id: crypto.randomUUID(),
        created_at: "2026-11-22T00:00:00.000Z",
        subject_type: "contact",
        subject_id: answered.id,
        author: "staff",
        channel: "email",
        author_id: null,
        body: "sealed elsewhere",
        email_message_id: null,
      })
      .execute();

    await migrateToLatest(old.db);

    expect(await clockOf("claims", reviewed.id)).toEqual({
      due_at: "2026-11-22T22:00:00.000Z",
      at_risk_at: "2026-11-22T10:00:00.000Z",
      responded_at: "2026-11-21T15:00:00.000Z",
      paused_at: null,
    });
    expect(await clockOf("claims", waiting.id)).toMatchObject({
      due_at: "2026-11-22T22:00:00.000Z",
      responded_at: null,
    });
    // No event to date it: left unstopped, shown as "No clock".
    expect(await clockOf("claims", closedUndated.id)).toMatchObject({
      due_at: "2026-11-22T22:00:00.000Z",
      responded_at: null,
    });
    expect(await clockOf("contact_submissions", answered.id)).toMatchObject({
      due_at: "2026-11-21T22:00:00.000Z",
      responded_at: "2026-11-22T00:00:00.000Z",
    });
  });
});
