import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { startingClock as startingClockOf } from "#app/lib/staff/promises.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import {
  receivePersonMessage,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { listInbox } from "#server/staff/inboxes.ts";
import { recordNeighbours } from "#server/staff/record-neighbours.ts";
import { loadSubmission } from "#server/staff/submissions.ts";
import { inboxTables } from "#server/kinds/stored-kinds.ts";
import { changeStatus, statusHistory } from "#server/staff/workflow.ts";
import {
  insertClaim,
  insertContact,
  insertVerification,
} from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const actor = { id: "clock-staff", clientIp: "198.51.100.9" };
const HOUR = 3_600_000;

beforeAll(async () => {
  await insertUser(env.database.db, { id: actor.id, name: "Casey Clock" });
});

/**
 * The clock reads the wall clock: only Date is faked, so the database, the
 * outbox and the test's own timers run as they do in production.
 */
const setNow = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
afterEach(() => {
  vi.useRealTimers();
});

const clockOf = (kind: InboxKind, id: string) =>
  env.database.db
    .selectFrom(inboxTables[kind])
    .select([
      "due_at",
      "at_risk_at",
      "responded_at",
      "paused_at",
      "paused_left_ms",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

/** A record as a form stores it at the faked now: its clock started. */
const claimNow = () => {
  const received = new Date();
  return insertClaim(env.database.db, {
    created_at: received.toISOString(),
    ...startingClockOf("claim", received),
  });
};
const contactNow = () => {
  const received = new Date();
  return insertContact(env.database.db, {
    created_at: received.toISOString(),
    ...startingClockOf("contact", received),
  });
};
describe("promise clocks", () => {
  it("gives a claim filed on Friday at 5 PM Eastern its 48 hours: due Sunday 5 PM, shown on its page", async () => {
    setNow("2026-11-20T22:00:00Z"); // Friday Nov 20, 5:00 PM EST
    await submitClaim(
      env.services,
      {
        claimType: "home",
        policyNumber: "HL-1234567",
        incidentDate: "2026-11-19",
        description: "A tree fell on the garage roof during the storm.",
        claimantName: "Dorothy Vaughan",
        claimantEmail: "dorothy@example.com",
        claimantPhone: "313-555-0199",
        agreement: true,
      },
      [],
    );
    const row = await env.database.db
      .selectFrom("claims")
      .select(["id", "due_at", "at_risk_at", "responded_at"])
      .where("claimant_name", "=", "Dorothy Vaughan")
      .executeTakeFirstOrThrow();
    expect(row.due_at).toBe("2026-11-22T22:00:00.000Z");
    expect(row.at_risk_at).toBe("2026-11-22T10:00:00.000Z");
    expect(row.responded_at).toBeNull();

    advance(40 * HOUR); // Sunday 9 AM: 8 hours left, under a quarter
    const view = await loadSubmission(env.services, "claim", row.id, actor);
    expect(view?.dueAt?.text).toBe("Nov 22, 2026, 5:00 PM EST");
    // The date the claimant gave is read as a date, not "2026-11-19" (issue 36).
    expect(
      view?.fields.find((field) => field.label === "Date of Incident"),
    ).toEqual({
      label: "Date of Incident",
      value: "Nov 19, 2026",
      date: "2026-11-19",
    });
    expect(view?.clock).toEqual({
      state: "at_risk",
      text: "At risk: 8 h left",
    });
  });

  it("stops a claim's clock on the move to review, and says whether the promise was kept", async () => {
    setNow("2026-11-23T14:00:00Z");
    const claim = await claimNow();
    advance(5 * HOUR);
    await changeStatus(env.services, {
      kind: "claim",
      id: claim.id,
      to: "in_review",
      actor,
    });
    const clock = await clockOf("claim", claim.id);
    expect(clock.responded_at).toBe("2026-11-23T19:00:00.000Z");
    const view = await loadSubmission(env.services, "claim", claim.id, actor);
    expect(view?.clock).toEqual({ state: "kept", text: "Reviewed in 5 h" });
    expect(view?.dueAt).toBeNull();

    // A later move leaves the stopped clock as it was.
    advance(HOUR);
    await changeStatus(env.services, {
      kind: "claim",
      id: claim.id,
      to: "assessment",
      actor,
    });
    expect((await clockOf("claim", claim.id)).responded_at).toBe(
      clock.responded_at,
    );
  });

  it("pauses a claim waiting on the customer and resumes it with what was left when the person replies", async () => {
    setNow("2026-11-23T14:00:00Z");
    const claim = await claimNow();
    advance(10 * HOUR); // 38 h of 48 left
    const paused = await changeStatus(env.services, {
      kind: "claim",
      id: claim.id,
      to: "waiting_on_customer",
      expected: "submitted",
      actor,
    });
    expect(paused).toMatchObject({ ok: true, changed: true });
    let clock = await clockOf("claim", claim.id);
    expect(clock.paused_at).toBe("2026-11-24T00:00:00.000Z");
    expect(Number(clock.paused_left_ms)).toBe(38 * HOUR);
    expect(
      (await loadSubmission(env.services, "claim", claim.id, actor))?.clock,
    ).toEqual({ state: "paused", text: "Paused: waiting on customer" });
    // The history keeps the move like any other.
    expect(
      (await statusHistory(env.database.db, "claim", claim.id)).map(
        (change) => change.to,
      ),
    ).toEqual(["waiting_on_customer"]);

    // The claimant is told in their own words.
    const mail = await env.deliveredMail();
    expect(mail.at(-1)!.text).toContain(
      "Your claim is now at this stage: Waiting for information from you.",
    );

    advance(3 * 24 * HOUR); // three days waiting do not count
    const answer = await receivePersonMessage(env.services, {
      subject: claim,
      body: "Here is the photo you asked for.",
      channel: "web",
    });
    expect(answer.ok).toBe(true);
    clock = await clockOf("claim", claim.id);
    expect(clock.paused_at).toBeNull();
    expect(clock.paused_left_ms).toBeNull();
    expect(clock.due_at).toBe(new Date(Date.now() + 38 * HOUR).toISOString());
    expect(
      (await loadSubmission(env.services, "claim", claim.id, actor))?.clock,
    ).toEqual({ state: "running", text: "38 h left" });

    // The answer brings the claim back to where it was before it waited,
    // still owed its review, and its history says so; the claimant, who has
    // just written, gets no status email for it (only the staff's notice).
    const { status } = await env.database.db
      .selectFrom("claims")
      .select("status")
      .where("id", "=", claim.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe("submitted");
    expect(
      (await statusHistory(env.database.db, "claim", claim.id)).map(
        ({ from, to, by, via }) => ({ from, to, by, via }),
      ),
    ).toEqual([
      {
        from: "submitted",
        to: "waiting_on_customer",
        by: "Casey Clock",
        via: "staff",
      },
      { from: "waiting_on_customer", to: "submitted", by: null, via: "reply" },
    ]);
    const afterAnswer = await env.deliveredMail();
    expect(
      afterAnswer.filter((sent) =>
        sent.text.includes("Your claim is now at this stage"),
      ),
    ).toHaveLength(0);
    // Staff's notice of the answer says where it went.
    expect(
      afterAnswer.filter((sent) =>
        sent.text.includes(
          "The record was waiting on the customer; their answer moved it back to Submitted.",
        ),
      ),
    ).toHaveLength(1);
  });

  it("pauses a verification while its documents are asked for, in business time, and the fulfilled request resumes it", async () => {
    setNow("2026-11-23T14:00:00Z"); // Monday 9 AM EST
    const received = new Date();
    const { id } = await insertVerification(env.database.db, {
      created_at: received.toISOString(),
      ...startingClockOf("verification", received),
      reference: "EV4000001",
    });
    // Monday 9 AM + 27 business hours: Wednesday 6 PM (Thanksgiving next).
    expect((await clockOf("verification", id)).due_at).toBe(
      "2026-11-25T23:00:00.000Z",
    );
    advance(3 * HOUR); // Monday noon: 24 business hours left
    await sendStaffMessage(env.services, {
      subject: { kind: "verification", id },
      message: StaffMessageSchema.parse({
        body: "Please send a clearer photo of the back of your licence.",
        requests: ["Licence, back"],
      }),
      actor,
    });
    const paused = await clockOf("verification", id);
    expect(paused.responded_at).toBeNull(); // a message is not the decision
    expect(Number(paused.paused_left_ms)).toBe(24 * HOUR);

    setNow("2026-11-27T14:00:00Z"); // Friday 9 AM, after Thanksgiving
    await receivePersonMessage(env.services, {
      subject: { kind: "verification", id },
      body: "Sent again.",
      channel: "web",
    });
    // 24 business hours from Friday 9 AM: Friday 9 h, Monday 9 h, Tuesday 6 h.
    expect((await clockOf("verification", id)).due_at).toBe(
      "2026-12-01T20:00:00.000Z",
    );
    // Its status was never "waiting on customer": the answer leaves it be.
    const { status } = await env.database.db
      .selectFrom("onboarding_responses")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(status).toBe("new");
    expect(await statusHistory(env.database.db, "verification", id)).toEqual(
      [],
    );
  });

  it("stops a contact message's clock on the first reply, late: Answered in 30 h, 6 h late", async () => {
    setNow("2026-11-23T14:00:00Z");
    const contact = await contactNow();
    advance(30 * HOUR);
    expect(
      (await loadSubmission(env.services, "contact", contact.id, actor))?.clock,
    ).toEqual({ state: "overdue", text: "Overdue by 6 h" });
    await sendStaffMessage(env.services, {
      subject: contact,
      message: StaffMessageSchema.parse({
        body: "Sorry for the wait: yes, we cover boats.",
      }),
      actor,
    });
    const clock = await clockOf("contact", contact.id);
    expect(clock.responded_at).toBe("2026-11-24T20:00:00.000Z");
    advance(HOUR);
    await sendStaffMessage(env.services, {
      subject: contact,
      message: StaffMessageSchema.parse({ body: "And trailers too." }),
      actor,
    });
    expect((await clockOf("contact", contact.id)).responded_at).toBe(
      clock.responded_at,
    );
    expect(
      (await loadSubmission(env.services, "contact", contact.id, actor))?.clock,
    ).toEqual({ state: "missed", text: "Answered in 30 h, 6 h late" });
  });

  it("lists soonest due first with sort=due, and at risk or overdue running clocks with the at-risk filter", async () => {
    setNow("2026-12-07T15:00:00Z");
    const early = await claimNow(); // due Dec 9 15:00
    advance(HOUR);
    const late = await claimNow(); // due Dec 9 16:00
    advance(HOUR);
    const stopped = await claimNow();
    await changeStatus(env.services, {
      kind: "claim",
      id: stopped.id,
      to: "in_review",
      actor,
    });
    advance(37 * HOUR); // early and late are both at risk now; stopped is not

    const filter = {
      q: "",
      status: "submitted" as const,
      sort: "due" as const,
    };
    const byDue = await listInbox(env.database.db, "claim", filter, 1);
    const ids = byDue.rows.map((row) => row.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    // Soonest due first lists what is still due: the answered claim has nothing due.
    const dueOrder = { q: "", status: "" as const, sort: "due" as const };
    const running = await listInbox(env.database.db, "claim", dueOrder, 1);
    expect(running.rows.map((row) => row.id)).not.toContain(stopped.id);
    // A record's Previous and Next follow the same order.
    expect(
      await recordNeighbours(env.database.db, "claim", dueOrder, late.id),
    ).toMatchObject({ previous: early.id });
    expect(
      await recordNeighbours(env.database.db, "claim", dueOrder, early.id),
    ).toMatchObject({ next: late.id });

    const atRisk = await listInbox(
      env.database.db,
      "claim",
      { q: "", status: "", atRisk: true },
      1,
    );
    const riskIds = atRisk.rows.map((row) => row.id);
    expect(riskIds).toEqual(expect.arrayContaining([early.id, late.id]));
    expect(riskIds).not.toContain(stopped.id);
    expect(atRisk.rows.find((row) => row.id === early.id)?.clock.state).toBe(
      "at_risk",
    );
  });
});
