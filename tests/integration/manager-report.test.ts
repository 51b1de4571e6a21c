import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { managerTable } from "#app/lib/staff/manager-view.ts";
import { startingClock } from "#app/lib/staff/promises.ts";
import { sendStaffMessage } from "#server/conversations/conversation.ts";
import { managerCsv, monthPeriod } from "#server/staff/manager-csv.ts";
import { inboxFigures } from "#server/staff/manager-report.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { insertContact } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const HOUR = 3_600_000;
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
      body: "Thanks for writing: here is the answer.",
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
    // Closed without a reply: the close stops the clock, in time.
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
      // Answered in 2 h, 4 h, 30 h and closed after 1 h: the middle two are 2 h and 4 h.
      medianFirstResponseMs: 3 * HOUR,
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
      kept: 2,
      missed: 1,
    });
    expect(byName["Ben Franklin"]!.periods[0]).toMatchObject({
      kept: 0,
      missed: 1,
    });
    expect(byName["Ben Franklin"]!.oldestOpen?.id).toBe(late.id);
    expect(byName.unassigned!.oldestOpen?.id).toBe(open.id);

    // As the page words it: the miss is said, not only coloured.
    const table = managerTable(figures);
    expect(table.rows[0]).toMatchObject({
      person: "Everyone",
      medians: ["3 h"],
      kept: [{ text: "60% (3 of 5)", missed: "2 missed" }],
    });
    expect(table.rows.at(-1)!.person).toBe("Unassigned");
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
    // Received 6, open 5, median 180 minutes, 3 kept, 2 missed, 60%.
    expect(contactTotal).toMatch(
      /^2026-11,Contact messages,Everyone,within 24 hours,6,5,180,3,2,60,[\w-]+,2026-11-25 10:00$/,
    );
    expect(lines.some((line) => line.includes(",Ben Franklin,"))).toBe(true);
    // Every inbox has its total row, even when empty.
    expect(lines.filter((line) => line.includes(",Everyone,"))).toHaveLength(5);
  });

  it("counts a month from midnight Eastern", () => {
    expect(monthPeriod("2026-11")).toEqual({
      from: "2026-11-01T04:00:00.000Z",
      to: "2026-12-01T05:00:00.000Z",
    });
    expect(monthPeriod("2026-12").to).toBe("2027-01-01T05:00:00.000Z");
  });
});
