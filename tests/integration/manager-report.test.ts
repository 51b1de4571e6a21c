import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { managerTable } from "#app/lib/staff/manager-view.ts";
import { startingClock } from "#app/lib/staff/promises.ts";
import { inboxKinds } from "#app/lib/staff/workflow.ts";
import { sendStaffMessage } from "#server/conversations/conversation.ts";
import { managerCsv, monthPeriod } from "#server/staff/manager-csv.ts";
import { bulkChange } from "#server/staff/bulk.ts";
import { inboxFigures } from "#server/staff/manager-report.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ada = { id: "mgr-ada", clientIp: "198.51.100.20" };
const ben = { id: "mgr-ben", clientIp: "198.51.100.21" };

beforeAll(async () => {
  await insertUser(env.database.db, { id: ada.id, name: "Ada Lovelace" });
  await insertUser(env.database.db, { id: ben.id, name: "Ben Franklin" });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: the database and the outbox run as in production. */
const setNow = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

/** A contact message received at `at`, owned by `assignee`, answered `answeredAfter` later (by the real reply). */
async function contact(
  at: string,
  assignee: string | null,
  answeredAfter: number | null,
) {
  setNow(at);
  const received = new Date();
  const subject = await insertContact(env.database.db, {
    created_at: received.toISOString(),
    assignee_id: assignee,
    ...startingClock("contact", received),
  });
  if (answeredAfter !== null) {
    setNow(new Date(received.getTime() + answeredAfter).toISOString());
    await sendStaffMessage(env.services, {
      subject,
      message: StaffMessageSchema.parse({
        body: "Thanks for writing: here is the answer.",
      }),
      actor: assignee === ben.id ? ben : ada,
    });
  }
  return subject;
}

describe("manager's report", () => {
  it("shows a contact message answered late as missed, per person, with medians and the oldest open record", async () => {
    // All in November 2026, before "now" (Nov 30, noon Eastern).
    await contact("2026-11-25T15:00:00Z", ada.id, 2 * HOUR); // kept
    await contact("2026-11-26T15:00:00Z", ada.id, 4 * HOUR); // kept
    await contact("2026-11-27T15:00:00Z", ada.id, 30 * HOUR); // missed
    const late = await contact("2026-11-28T15:00:00Z", ben.id, null); // overdue
    const waiting = await contact("2026-11-29T20:00:00Z", null, null); // still inside its promise
    // Closed by Ada without a reply: the close stops the clock, in time, to
    // her credit; the person heard nothing, so it is no first response.
    setNow("2026-11-29T21:00:00Z");
    await changeStatus(env.services, {
      kind: "contact",
      id: waiting.id,
      to: "closed",
      actor: ada,
    });
    const open = await contact("2026-11-30T10:00:00Z", null, null);

    const now = new Date("2026-11-30T17:00:00Z");
    const week = {
      from: new Date(now.getTime() - 7 * DAY).toISOString(),
      to: now.toISOString(),
    };
    const figures = await inboxFigures(env.database, "contact", [week], now);

    expect(figures.total.periods[0]).toEqual({
      received: 6,
      // Answered in 2 h, 4 h and 30 h (the close without a reply is no response).
      medianFirstResponseMs: 4 * HOUR,
      kept: 3,
      missed: 2,
    });
    expect(figures.total.open).toBe(5);

    const byName = Object.fromEntries(
      figures.people.map((person) => [person.name ?? "unassigned", person]),
    );
    expect(figures.people.map((person) => person.name)).toEqual([
      "Ada Lovelace",
      "Ben Franklin",
      null,
    ]);
    expect(byName["Ada Lovelace"]!.periods[0]).toMatchObject({
      received: 3,
      medianFirstResponseMs: 4 * HOUR,
      // Her two replies in time and the unassigned message she closed.
      kept: 3,
      missed: 1,
    });
    expect(byName["Ben Franklin"]!.periods[0]).toMatchObject({
      kept: 0,
      missed: 1,
    });
    expect(byName["Ben Franklin"]!.oldestOpen?.id).toBe(late.id);
    expect(byName.unassigned!.oldestOpen?.id).toBe(open.id);
    expect(byName.unassigned!.periods[0]).toMatchObject({
      received: 2,
      medianFirstResponseMs: null,
      kept: 0,
      missed: 0,
    });

    // As the page words it: the miss is said, not only coloured.
    const table = managerTable(figures);
    expect(table.rows[0]).toMatchObject({
      person: "Everyone",
      medians: ["4 h"],
      kept: [{ text: "60% (3 of 5)", missed: "2 missed" }],
    });
    expect(table.rows.at(-1)!.person).toBe("Unassigned");
  });

  it("credits a response to whoever gave it, and counts a message to a claimant as one", async () => {
    // Issue 36, item 6. Ada owns a claim; Ben moves it to review in a bulk
    // change three minutes after it arrived (the claimant is emailed).
    setNow("2026-11-27T15:00:00Z");
    const owned = await insertClaim(env.database.db, {
      created_at: new Date().toISOString(),
      assignee_id: ada.id,
      ...startingClock("claim", new Date()),
    });
    setNow("2026-11-27T15:03:00Z");
    expect(
      await bulkChange(env.services, {
        kind: "claim",
        ids: [owned.id],
        status: "in_review",
        actor: ben,
      }),
    ).toEqual({ changed: 1, skipped: {} });
    // Nobody owns this one; Ada writes to the claimant five minutes after it
    // arrived. The claim's promise (a review) is not kept by a message, but
    // the claimant has heard from us.
    setNow("2026-11-29T15:00:00Z");
    const messaged = await insertClaim(env.database.db, {
      created_at: new Date().toISOString(),
      ...startingClock("claim", new Date()),
    });
    setNow("2026-11-29T15:05:00Z");
    expect(
      await sendStaffMessage(env.services, {
        subject: messaged,
        message: StaffMessageSchema.parse({
          body: "We have your claim and are looking at the photos.",
        }),
        actor: ada,
      }),
    ).toMatchObject({ ok: true });

    const stored = await env.database.db
      .selectFrom("claims")
      .select(["id", "responded_by", "first_response_at", "first_response_by"])
      .where("id", "in", [owned.id, messaged.id])
      .execute();
    expect(stored.find((row) => row.id === owned.id)).toMatchObject({
      responded_by: ben.id,
      first_response_at: "2026-11-27T15:03:00.000Z",
      first_response_by: ben.id,
    });
    expect(stored.find((row) => row.id === messaged.id)).toMatchObject({
      responded_by: null,
      first_response_at: "2026-11-29T15:05:00.000Z",
      first_response_by: ada.id,
    });

    const now = new Date("2026-11-30T17:00:00Z");
    const week = {
      from: new Date(now.getTime() - 7 * DAY).toISOString(),
      to: now.toISOString(),
    };
    const figures = await inboxFigures(env.database, "claim", [week], now);
    // Answered in 3 and 5 minutes: the mean of the middle two.
    expect(figures.total.periods[0]).toEqual({
      received: 2,
      medianFirstResponseMs: 4 * MINUTE,
      kept: 1,
      missed: 0,
    });
    const byName = Object.fromEntries(
      figures.people.map((person) => [person.name ?? "unassigned", person]),
    );
    // Ben did it: his response and his kept promise, though he owns nothing.
    expect(byName["Ben Franklin"]).toMatchObject({
      open: 0,
      periods: [
        { received: 0, medianFirstResponseMs: 3 * MINUTE, kept: 1, missed: 0 },
      ],
    });
    // Ada owns the claim Ben answered: it is hers to hold, not to be credited
    // with. Her own message is her response; its promise is still open.
    expect(byName["Ada Lovelace"]).toMatchObject({
      open: 1,
      periods: [
        { received: 1, medianFirstResponseMs: 5 * MINUTE, kept: 0, missed: 0 },
      ],
    });
    expect(byName.unassigned!.periods[0]).toMatchObject({
      received: 1,
      medianFirstResponseMs: null,
    });
    const table = managerTable(figures);
    expect(
      table.rows.find((row) => row.person === "Ada Lovelace"),
    ).toMatchObject({
      medians: ["5 min"],
      kept: [{ text: "None decided yet" }],
    });
    expect(
      table.rows.find((row) => row.person === "Ben Franklin"),
    ).toMatchObject({ medians: ["3 min"], kept: [{ text: "100% (1 of 1)" }] });
  });

  it("writes a month as CSV with the zone in its header", async () => {
    vi.useRealTimers();
    const response = managerCsv(
      env.database,
      "2026-11",
      new Date("2026-11-30T17:00:00Z"),
    );
    expect(response.headers.get("content-type")).toBe(
      "text/csv; charset=utf-8",
    );
    expect(response.headers.get("content-disposition")).toContain(
      "manager-report-2026-11.csv",
    );
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toContain(
      "Oldest open received (Eastern Time, America/New_York)",
    );
    const contactTotal = lines.find((line) =>
      line.startsWith("2026-11,Contact messages,Everyone,"),
    );
    // Received 6, open 5, median 240 minutes, 3 kept, 2 missed, 60%.
    expect(contactTotal).toMatch(
      /^2026-11,Contact messages,Everyone,within 24 hours,6,5,240,3,2,60,[\w-]+,2026-11-25 10:00$/,
    );
    expect(lines.some((line) => line.includes(",Ben Franklin,"))).toBe(true);
    // Every inbox has its total row, even when empty.
    expect(lines.filter((line) => line.includes(",Everyone,"))).toHaveLength(
      inboxKinds.length,
    );
  });

  it("counts a month from midnight Eastern", () => {
    expect(monthPeriod("2026-11")).toEqual({
      from: "2026-11-01T04:00:00.000Z",
      to: "2026-12-01T05:00:00.000Z",
    });
    expect(monthPeriod("2026-12").to).toBe("2027-01-01T05:00:00.000Z");
  });
});
