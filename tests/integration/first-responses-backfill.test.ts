import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createMigrator, migrateToLatest } from "#server/db/migrate.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";

let old: TestDatabase;
beforeAll(async () => {
  // A database as 0019 left it: clocks stopped, nobody named for it.
  old = await createTestDatabase({ migrate: false });
  const { error } = await (
    await createMigrator(old.db)
  ).migrateTo("0019-status-changes-by-the-person");
  expect(error).toBeUndefined();
});
afterAll(() => old.destroy());

const statusChange = (
  subject: { kind: string; id: string },
  at: string,
  actor: string | null,
  to: string,
  via: "staff" | "reply" = "staff",
) =>
  old.db
    .insertInto("status_changes")
    .values({
      id: crypto.randomUUID(),
      created_at: at,
      subject_type: subject.kind,
      subject_id: subject.id,
      actor_id: actor,
      from_status: "submitted",
      to_status: to,
      via,
    })
    .execute();

const staffMessage = (
  subject: { kind: string; id: string },
  at: string,
  author: string,
) =>
  old.db
    .insertInto("conversation_messages")
    .values({
      id: crypto.randomUUID(),
      created_at: at,
      subject_type: subject.kind,
      subject_id: subject.id,
      author: "staff",
      channel: "email",
      author_id: author,
      body: "sealed elsewhere",
      email_message_id: null,
    })
    .execute();

const responsesOf = (table: "claims" | "contact_submissions", id: string) =>
  old.db
    .selectFrom(table)
    .select(["responded_by", "first_response_at", "first_response_by"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("migration 0022 (who answered records stored before it)", () => {
  it("names who stopped each clock and who answered the person first, from the events on file", async () => {
    const received = "2026-11-20T15:00:00.000Z";
    // Ada wrote to the claimant at 15:05; Ben moved it to review next day,
    // which stopped its clock.
    const claim = await insertClaim(old.db, {
      created_at: received,
      status: "in_review",
      responded_at: "2026-11-21T15:00:00.000Z",
    });
    await staffMessage(claim, "2026-11-20T15:05:00.000Z", "ada");
    await statusChange(claim, "2026-11-21T15:00:00.000Z", "ben", "in_review");
    // Ben moved this one to waiting at 16:00 (the claimant was emailed)
    // before Ada wrote at 17:00; the claimant's answer moved it back.
    const asked = await insertClaim(old.db, { created_at: received });
    await statusChange(
      asked,
      "2026-11-20T16:00:00.000Z",
      "ben",
      "waiting_on_customer",
    );
    await staffMessage(asked, "2026-11-20T17:00:00.000Z", "ada");
    await statusChange(
      asked,
      "2026-11-20T18:00:00.000Z",
      null,
      "submitted",
      "reply",
    );
    // Only the person's answer moved this one: nobody has responded.
    const untouched = await insertClaim(old.db, { created_at: received });
    await statusChange(
      untouched,
      "2026-11-20T16:00:00.000Z",
      null,
      "submitted",
      "reply",
    );
    // A contact message closed by Ben first: its clock is his, but closing
    // tells the person nothing; Ada's later message is their first answer.
    const contact = await insertContact(old.db, {
      created_at: received,
      status: "closed",
      responded_at: "2026-11-20T16:00:00.000Z",
    });
    await statusChange(contact, "2026-11-20T16:00:00.000Z", "ben", "closed");
    await staffMessage(contact, "2026-11-20T20:00:00.000Z", "ada");

    await migrateToLatest(old.db);

    expect(await responsesOf("claims", claim.id)).toEqual({
      responded_by: "ben",
      first_response_at: "2026-11-20T15:05:00.000Z",
      first_response_by: "ada",
    });
    expect(await responsesOf("claims", asked.id)).toEqual({
      responded_by: null,
      first_response_at: "2026-11-20T16:00:00.000Z",
      first_response_by: "ben",
    });
    expect(await responsesOf("claims", untouched.id)).toEqual({
      responded_by: null,
      first_response_at: null,
      first_response_by: null,
    });
    expect(await responsesOf("contact_submissions", contact.id)).toEqual({
      responded_by: "ben",
      first_response_at: "2026-11-20T20:00:00.000Z",
      first_response_by: "ada",
    });
  });
});
