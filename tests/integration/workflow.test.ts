import { beforeAll, describe, expect, it } from "vitest";

import { auditActions } from "#server/staff/audit.ts";
import {
  addNote,
  changeStatus,
  notesOf,
  statusHistory,
} from "#server/staff/workflow.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

const actor = { id: "staff-1", clientIp: "198.51.100.7" };

beforeAll(async () => {
  await insertUser(env.database.db, { id: actor.id, name: "Sam Staff" });
});

/** A claim of Dorothy's; the test checks her email leaves its details out. */
const claim = async (reference: string) =>
  (
    await insertClaim(env.database.db, {
      reference,
      policy_number: "HL-1234567",
      description: "Storm damage to the garage roof.",
      claimant_email: "dorothy@example.com",
    })
  ).id;

describe("workflow", () => {
  it("moves a claim on with who, when, from and to, audits it and emails the claimant only the stage", async () => {
    const id = await claim("CL700001");
    const before = Date.now();

    const result = await changeStatus(env.services, {
      kind: "claim",
      id,
      to: "in_review",
      expected: "submitted",
      actor,
    });
    expect(result).toEqual({
      ok: true,
      changed: true,
      from: "submitted",
      to: "in_review",
    });

    const history = await statusHistory(env.database.db, "claim", id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      from: "submitted",
      to: "in_review",
      by: "Sam Staff",
    });
    expect(Date.parse(history[0]!.at)).toBeGreaterThanOrEqual(before - 1000);

    const audit = await env.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_id", "=", id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: actor.id,
      action: auditActions.statusChanged,
      subject_type: "claim",
    });
    expect(audit[0]!.client_hash).toMatch(/^[\w-]{22}$/);
    expect(audit[0]!.client_hash).not.toContain("198.51");

    const mail = await env.deliveredMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.envelope.to).toEqual(["dorothy@example.com"]);
    expect(mail[0]!.headers.get("subject")).toBe(
      "Update on your claim CL700001",
    );
    expect(mail[0]!.text).toContain("In review");
    expect(mail[0]!.text).toContain("/file-a-claim#check-a-claim");
    expect(mail[0]!.text).not.toContain("HL-1234567");
    expect(mail[0]!.text).not.toContain("garage");
  });

  it("refuses a status the inbox does not have, an unknown row, and a change someone else made first", async () => {
    const id = await claim("CL700002");
    expect(
      await changeStatus(env.services, {
        kind: "claim",
        id,
        to: "closed",
        actor,
      }),
    ).toEqual({ ok: false, reason: "invalid_status" });
    expect(
      await changeStatus(env.services, {
        kind: "claim",
        id: crypto.randomUUID(),
        to: "resolved",
        actor,
        outcome: { outcome: "withdrawn" },
      }),
    ).toEqual({ ok: false, reason: "not_found" });

    await changeStatus(env.services, {
      kind: "claim",
      id,
      to: "assessment",
      actor,
    });
    expect(
      await changeStatus(env.services, {
        kind: "claim",
        id,
        to: "resolved",
        expected: "submitted",
        actor,
        outcome: { outcome: "withdrawn" },
      }),
    ).toEqual({ ok: false, reason: "conflict" });
    // Resolving asks how the claim ended (decision 0076).
    expect(
      await changeStatus(env.services, {
        kind: "claim",
        id,
        to: "resolved",
        actor,
      }),
    ).toEqual({ ok: false, reason: "outcome_required" });
    const row = await env.database.db
      .selectFrom("claims")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("assessment");
  });

  it("starts contact messages as new and keeps internal notes, newest first, audited without their text", async () => {
    const { id } = await insertContact(env.database.db);
    const row = await env.database.db
      .selectFrom("contact_submissions")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("new");

    expect(
      await addNote(env.services, { kind: "contact", id, body: "  ", actor }),
    ).toEqual({ ok: false, reason: "empty" });
    await addNote(env.services, {
      kind: "contact",
      id,
      body: "Called back, no answer.",
      actor,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addNote(env.services, {
      kind: "contact",
      id,
      body: "Quote sent.",
      actor,
    });
    const notes = await notesOf(env.database.db, "contact", id);
    expect(notes.map((n) => [n.body, n.by])).toEqual([
      ["Quote sent.", "Sam Staff"],
      ["Called back, no answer.", "Sam Staff"],
    ]);
    const audit = await env.database.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("subject_id", "=", id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      auditActions.noteAdded,
      auditActions.noteAdded,
    ]);
    expect(JSON.stringify(audit)).not.toContain("Quote");
  });
});
