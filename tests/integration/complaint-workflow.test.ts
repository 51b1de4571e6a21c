import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import type { SubmissionView } from "#app/lib/staff/submission-view.ts";
import * as registerRoute from "#app/routes/admin/complaints-register.ts";
import * as inboxRoute from "#app/routes/admin/inbox.tsx";
import * as submissionRoute from "#app/routes/admin/submission.tsx";
import { signIn } from "#server/auth/account.ts";
import { createAuth } from "#server/auth/auth.ts";
import { withClientIp } from "#server/auth/limits.ts";
import type { Services } from "#server/services.ts";
import { auditActions } from "#server/staff/audit.ts";
import { describeDetails } from "#server/staff/audit-words.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { insertComplaint } from "../helpers/complaints.ts";
import { callRoute, type RouteHandler } from "../helpers/form-context.ts";
import { insertClaim, insertQuoteRequest } from "../helpers/records.ts";
import {
  auditRows,
  createTestAccount,
  signedInStaff,
} from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.73";

let services: Services;
let staff = { id: "", cookie: "" };
let customerCookie = "";

const call = (
  handler: RouteHandler,
  path: string,
  params: Record<string, string>,
  options: { cookie?: string; body?: Record<string, string> } = {},
) => callRoute(handler, path, { services, ip: CLIENT, params, ...options });

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as { init?: { status?: number } }).init?.status ?? 200;
}

const dataOf = <T>(answer: unknown) => (answer as { data: T }).data;

interface Answer {
  ok: boolean;
  fieldErrors?: Record<string, string>;
}

const pathOf = (id: string) => `/admin/complaints/${id}`;

/** Posts a complaint page's form as staff. */
const post = (id: string, body: Record<string, string>) =>
  call(
    submissionRoute.action,
    pathOf(id),
    { inbox: "complaints", id },
    { cookie: staff.cookie, body },
  );

/** Opens a complaint's page as staff: what it shows. */
async function openComplaint(id: string): Promise<SubmissionView> {
  const answer = await call(
    submissionRoute.loader,
    pathOf(id),
    { inbox: "complaints", id },
    { cookie: staff.cookie },
  );
  expect(statusOf(answer)).toBe(200);
  return dataOf<{ submission: SubmissionView }>(answer).submission;
}

const complaintRow = (id: string) =>
  env.database.db
    .selectFrom("complaints")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  staff = await signedInStaff(services, {
    email: "carla.complaints@example.com",
    name: "Carla Complaints",
  });
  const customer = await createTestAccount(env.database.db, {
    role: "customer",
    name: "Carl Customer",
  });
  const signedIn = await signIn(
    { auth: services.auth, headers: withClientIp(new Headers(), CLIENT) },
    { email: customer.email, password: customer.password },
  );
  if (!signedIn.ok) throw new Error("the customer could not sign in");
  customerCookie = signedIn.cookies
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
});

describe("resolving a complaint", () => {
  it("needs one of the complaint's outcomes, each missing one said at the outcome, and nothing changes until it is there", async () => {
    const { id } = await insertComplaint(env.database.db, {
      status: "investigating",
    });
    const message =
      "Please choose the complaint's outcome: upheld, partly upheld or not upheld";
    for (const body of [
      { kind: "complaint" } as Record<string, string>,
      { kind: "complaint", outcome: "paid", amount: "100" },
      // A form that names no kind is read as a claim's by the schema; the
      // server still holds the complaint to its own outcomes.
      { outcome: "withdrawn" },
    ]) {
      const answer = await post(id, {
        intent: "status",
        status: "resolved",
        expected: "investigating",
        ...body,
      });
      expect(statusOf(answer)).toBe(400);
      expect(dataOf<Answer>(answer).fieldErrors).toEqual({ outcome: message });
    }
    const row = await complaintRow(id);
    expect(row).toMatchObject({
      status: "investigating",
      outcome: null,
      final_response_at: null,
    });
    expect(
      await changeStatus(env.services, {
        kind: "complaint",
        id,
        to: "resolved",
        actor: { id: staff.id, clientIp: CLIENT },
      }),
    ).toEqual({ ok: false, reason: "outcome_required" });
  });

  it("stores the outcome and the final response's time, audits the outcome, emails the person the outcome with a link to the response, and keeps it when closed", async () => {
    const { id, reference } = await insertComplaint(env.database.db, {
      status: "investigating",
      email: "dorothy.complains@example.com",
      full_name: "Dorothy Vaughan",
    });
    const answer = await post(id, {
      intent: "status",
      status: "resolved",
      expected: "investigating",
      kind: "complaint",
      outcome: "partly_upheld",
    });
    expect(dataOf<Answer>(answer).ok).toBe(true);
    const row = await complaintRow(id);
    expect(row.status).toBe("resolved");
    expect(row.outcome).toBe("partly_upheld");
    expect(Date.parse(row.final_response_at!)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    const audit = await auditRows(
      env.database.db,
      auditActions.statusChanged,
      id,
    );
    expect(audit.at(-1)).toMatchObject({
      actor: staff.id,
      subject_type: "complaint",
    });
    expect(JSON.parse(String(audit.at(-1)!.details))).toEqual({
      from: "investigating",
      to: "resolved",
      outcome: "partly_upheld",
    });

    const mail = await env.deliveredMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.envelope.to).toEqual(["dorothy.complains@example.com"]);
    expect(mail[0]!.headers.get("subject")).toBe(
      `Our final response to your complaint ${reference}`,
    );
    const text = mail[0]!.text;
    expect(text).toContain("Dear Dorothy Vaughan,");
    expect(text).toContain("We have partly upheld your complaint.");
    expect(text).toMatch(/\/messages\/[a-z2-7]{52}/);
    expect(text).toContain("Department of Insurance and Financial Services");
    expect(text).toContain("877-999-6442");
    expect(text).toContain(
      "https://www.michigan.gov/difs/consumers/complaints",
    );
    // What the person wrote never travels by email.
    expect(text).not.toContain("Nobody called me back");
    const links = await env.database.db
      .selectFrom("conversation_links")
      .select(["purpose", "subject_type"])
      .where("subject_id", "=", id)
      .execute();
    expect(links).toEqual([{ purpose: "read", subject_type: "complaint" }]);

    const page = await openComplaint(id);
    expect(page.outcome).toEqual({ outcome: "partly_upheld" });
    expect(page.register?.finalAnswer.answered?.iso).toBe(
      row.final_response_at,
    );

    // Closing after it keeps the outcome (the register reads it).
    expect(
      await changeStatus(env.services, {
        kind: "complaint",
        id,
        to: "closed",
        actor: { id: staff.id, clientIp: CLIENT },
      }),
    ).toMatchObject({ ok: true, changed: true });
    const closed = await complaintRow(id);
    expect(closed.outcome).toBe("partly_upheld");
    expect(closed.final_response_at).toBe(row.final_response_at);
    expect(closed.closed_at).not.toBeNull();
    // A move back before Resolved clears it.
    await changeStatus(env.services, {
      kind: "complaint",
      id,
      to: "investigating",
      actor: { id: staff.id, clientIp: CLIENT },
    });
    expect(await complaintRow(id)).toMatchObject({
      outcome: null,
      final_response_at: null,
      closed_at: null,
    });
    expect(await env.deliveredMail()).toHaveLength(0);
  });

  it("acknowledging emails the reference and the final answer's promise, in the person's language", async () => {
    const english = await insertComplaint(env.database.db, {
      email: "ann@example.com",
    });
    const spanish = await insertComplaint(env.database.db, {
      email: "ana@example.com",
      locale: "es",
    });
    for (const { id } of [english, spanish])
      expect(
        await changeStatus(env.services, {
          kind: "complaint",
          id,
          to: "acknowledged",
          actor: { id: staff.id, clientIp: CLIENT },
        }),
      ).toMatchObject({ ok: true, changed: true });
    const mail = await env.deliveredMail();
    const to = (address: string) =>
      mail.find((each) => each.envelope.to.includes(address))!;
    expect(to("ann@example.com").headers.get("subject")).toBe(
      `We are looking into your complaint ${english.reference}`,
    );
    expect(to("ann@example.com").text).toContain(
      `We have your complaint, reference ${english.reference}, and we are looking into it. We will send you our final answer within 30 days of receiving it.`,
    );
    expect(to("ana@example.com").headers.get("subject")).toBe(
      `Estamos revisando su queja ${spanish.reference}`,
    );
    expect(to("ana@example.com").text).toContain("30 días");

    // Resolved in Spanish links to the Spanish conversation page.
    await changeStatus(env.services, {
      kind: "complaint",
      id: spanish.id,
      to: "resolved",
      actor: { id: staff.id, clientIp: CLIENT },
      outcome: { outcome: "not_upheld" },
    });
    const [resolved] = await env.deliveredMail();
    expect(resolved!.text).toContain("No hemos aceptado su queja.");
    expect(resolved!.text).toMatch(/\/es\/messages\/[a-z2-7]{52}/);
  });

  it("a bulk change never resolves a complaint: it needs each one's outcome", async () => {
    const { id } = await insertComplaint(env.database.db);
    expect(
      await changeStatus(env.services, {
        kind: "complaint",
        id,
        to: "resolved",
        actor: { id: staff.id, clientIp: CLIENT },
      }),
    ).toEqual({ ok: false, reason: "outcome_required" });
  });
});

describe("the register details on a complaint's page", () => {
  it("marks a complaint forwarded by a regulator, with its deadline, and classifies it; audited without the regulator's name", async () => {
    const { id } = await insertComplaint(env.database.db, {
      created_at: "2026-11-02T15:00:00.000Z",
    });
    const before = await openComplaint(id);
    expect(before.register).toMatchObject({
      forwarded: false,
      regulatorName: null,
      lineOfBusiness: null,
      area: null,
      finalAnswer: { day: "2026-12-02", byRegulator: false },
    });

    const missing = await post(id, {
      intent: "register",
      forwarded: "on",
      regulatorName: "",
      regulatorDueOn: "",
    });
    expect(statusOf(missing)).toBe(400);
    expect(Object.keys(dataOf<Answer>(missing).fieldErrors ?? {})).toEqual([
      "regulatorName",
      "regulatorDueOn",
    ]);
    const wrong = await post(id, {
      intent: "register",
      lineOfBusiness: "pets",
      area: "everything",
    });
    expect(Object.keys(dataOf<Answer>(wrong).fieldErrors ?? {})).toEqual([
      "lineOfBusiness",
      "area",
    ]);

    const saved = await post(id, {
      intent: "register",
      forwarded: "on",
      regulatorName: "Michigan DIFS",
      regulatorDueOn: "2026-11-20",
      lineOfBusiness: "auto",
      area: "claims",
    });
    expect(dataOf<Answer>(saved).ok).toBe(true);
    expect(await complaintRow(id)).toMatchObject({
      regulator_name: "Michigan DIFS",
      regulator_due_on: "2026-11-20",
      line_of_business: "auto",
      area: "claims",
    });
    const page = await openComplaint(id);
    expect(page.register).toMatchObject({
      forwarded: true,
      regulatorName: "Michigan DIFS",
      regulatorDueOn: { day: "2026-11-20", text: "Nov 20, 2026" },
      lineOfBusiness: "auto",
      area: "claims",
      // The regulator's deadline is earlier than ours; it has passed.
      finalAnswer: {
        day: "2026-11-20",
        byRegulator: true,
        overdue: Date.now() > Date.parse("2026-11-21T05:00:00Z"),
      },
    });

    const audit = await auditRows(
      env.database.db,
      auditActions.complaintRegisterChanged,
      id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: staff.id,
      subject_type: "complaint",
    });
    const details = JSON.parse(String(audit[0]!.details)) as Record<
      string,
      unknown
    >;
    expect(details).toEqual({
      regulatorForwarded: true,
      regulatorDueOn: "2026-11-20",
      lineOfBusiness: "auto",
      area: "claims",
    });
    expect(JSON.stringify(details)).not.toContain("DIFS");
    expect(describeDetails(audit[0]!.action, details, new Map())).toBe(
      "Register details set: forwarded by a regulator; line of business Auto; area Claims.",
    );
    // A resolution's outcome, as the log says it for each value a complaint declares.
    expect(
      describeDetails(
        auditActions.statusChanged,
        { from: "investigating", to: "resolved", outcome: "partly_upheld" },
        new Map(),
      ),
    ).toBe("Moved from Investigating to Resolved. Outcome: partly upheld.");

    // Unticked, the regulator's name and deadline go.
    await post(id, { intent: "register", lineOfBusiness: "auto", area: "" });
    expect(await complaintRow(id)).toMatchObject({
      regulator_name: null,
      regulator_due_on: null,
      line_of_business: "auto",
      area: null,
    });
  });

  it("is a complaint's alone: posted on a claim, nothing is found", async () => {
    const claim = await insertClaim(env.database.db);
    const answer = await call(
      submissionRoute.action,
      `/admin/claims/${claim.id}`,
      { inbox: "claims", id: claim.id },
      {
        cookie: staff.cookie,
        body: { intent: "register", lineOfBusiness: "auto" },
      },
    );
    expect(statusOf(answer)).toBe(404);
  });

  it("marks an open complaint whose final answer is past due", async () => {
    const { id } = await insertComplaint(env.database.db, {
      created_at: "2026-01-05T15:00:00.000Z",
    });
    const page = await openComplaint(id);
    expect(page.register?.finalAnswer).toMatchObject({
      day: "2026-02-04",
      byRegulator: false,
      overdue: true,
      answered: null,
    });
  });
});

describe("the record a complaint names", () => {
  it("links to it when our reference matches one of our records, to the requests about a quote's reference, and says when none matches", async () => {
    const db = env.database.db;
    const claim = await insertClaim(db, { reference: "CL845001" });
    const named = await insertComplaint(db, { our_reference: "CL845001" });
    expect((await openComplaint(named.id)).register?.namedRecord).toEqual({
      href: `/admin/claims/${claim.id}`,
      label: "Claim CL845001",
    });

    // Two requests for an agent about the same saved estimate share its reference.
    for (const createdAt of [
      "2026-11-01T10:00:00.000Z",
      "2026-11-03T10:00:00.000Z",
    ])
      await insertQuoteRequest(db, {
        reference: "Q-845002",
        created_at: createdAt,
        email: "mary.jackson@example.com",
      });
    const quote = await insertComplaint(db, { our_reference: "Q-845002" });
    expect((await openComplaint(quote.id)).register?.namedRecord).toEqual({
      href: "/admin/quotes?q=Q-845002",
      label: "Quote requests for Q-845002",
    });

    const unknown = await insertComplaint(db, { our_reference: "CL845999" });
    expect((await openComplaint(unknown.id)).register?.namedRecord).toBeNull();
    const none = await insertComplaint(db);
    expect((await openComplaint(none.id)).register).not.toHaveProperty(
      "namedRecord",
    );
  });
});

describe("the complaints register", () => {
  /** The register of `year`, asked for as staff (or with `as`'s cookie, none for a visitor). */
  const registerOf = (year: string, as: { cookie?: string } = staff) =>
    call(
      registerRoute.loader,
      `/admin/complaints/register.csv?year=${year}`,
      {},
      as.cookie === undefined ? {} : { cookie: as.cookie },
    );

  it("is one row per complaint received in the year in Detroit, oldest first, with days open and the time zone named", async () => {
    const db = env.database.db;
    const first = await insertComplaint(db, {
      // 10:00 in Detroit on March 1st.
      created_at: "2025-03-01T15:00:00.000Z",
      about: "claim",
      status: "closed",
      outcome: "upheld",
      final_response_at: "2025-03-10T15:00:00.000Z",
      closed_at: "2025-03-11T15:00:00.000Z",
      line_of_business: "auto",
      area: "claims",
      regulator_forwarded: true,
      regulator_name: "Michigan DIFS",
      regulator_due_on: "2025-03-20",
    });
    // 10 PM on New Year's Eve in Detroit: still 2024 there.
    await insertComplaint(db, {
      created_at: "2025-01-01T03:00:00.000Z",
    });
    // 11 PM on New Year's Eve in Detroit: the last complaint of 2025.
    const last = await insertComplaint(db, {
      created_at: "2026-01-01T04:00:00.000Z",
      about: "website",
      status: "investigating",
      area: "service",
    });
    const second = await insertComplaint(db, {
      created_at: "2025-06-15T12:00:00.000Z",
      about: "payment",
      status: "resolved",
      outcome: "not_upheld",
      final_response_at: "2025-07-01T12:00:00.000Z",
      line_of_business: "home",
      area: "underwriting",
    });

    const answer = await registerOf("2025");
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "text/csv; charset=utf-8",
    );
    expect(response.headers.get("content-disposition")).toContain(
      "complaints-register-2025.csv",
    );
    expect(response.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Date received (America/Detroit),Line of business,Area,Reason,Outcome,Date closed (America/Detroit),Days open,Forwarded by a regulator,Regulator,Regulator's deadline (America/Detroit)",
    );
    expect(lines.slice(1)).toHaveLength(3);
    // Closed, for the register, the day its final response went (not the later Closed).
    expect(lines[1]).toBe(
      `${first.reference},2025-03-01,Auto,Claims,A claim,Upheld,2025-03-10,9,Yes,Michigan DIFS,2025-03-20`,
    );
    // Resolved, not yet Closed: closed for the register when its final
    // response went. Still open: days open so far.
    const today = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Detroit",
    }).format(new Date());
    const daysSince = (day: string) =>
      Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
    expect(lines[2]).toBe(
      `${second.reference},2025-06-15,Home,Underwriting,A payment,Not upheld,2025-07-01,16,No,,`,
    );
    expect(lines[3]).toBe(
      `${last.reference},2025-12-31,,Service,Our website,,,${daysSince("2025-12-31")},No,,`,
    );

    const exported = await auditRows(db, auditActions.listExported);
    expect(exported.at(-1)).toMatchObject({
      actor: staff.id,
      subject_type: "complaint",
    });
    expect(JSON.parse(String(exported.at(-1)!.details))).toEqual({
      rows: 3,
      register: 2025,
    });
    expect(
      describeDetails(
        auditActions.listExported,
        { rows: 3, register: 2025 },
        new Map(),
      ),
    ).toBe("Exported 3 rows as CSV (the register of 2025).");

    const previous = await registerOf("2024");
    const previousLines = (await (previous as Response).text())
      .trimEnd()
      .split("\r\n");
    expect(previousLines).toHaveLength(2);
    expect(previousLines[1]).toContain(",2024-12-31,");
  });

  it("is for staff only, and for a year that is one: nothing is read or audited otherwise", async () => {
    const before = (await auditRows(env.database.db, auditActions.listExported))
      .length;
    const visitor = await registerOf("2025", {});
    expect(statusOf(visitor)).toBe(302);
    expect(statusOf(await registerOf("2025", { cookie: customerCookie }))).toBe(
      403,
    );
    for (const year of ["", "20x5", "1999", "3000"])
      expect(statusOf(await registerOf(year))).toBe(404);
    expect(
      await auditRows(env.database.db, auditActions.listExported),
    ).toHaveLength(before);
  });

  it("is offered on the Complaints inbox for this year and the last, and on no other inbox", async () => {
    const list = (segment: string) =>
      call(
        inboxRoute.loader,
        `/admin/${segment}`,
        { inbox: segment },
        { cookie: staff.cookie },
      ).then((answer) => dataOf<{ registerYears: number[] | null }>(answer));
    const year = Number(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: "America/Detroit",
        year: "numeric",
      }).format(new Date()),
    );
    expect((await list("complaints")).registerYears).toEqual([year, year - 1]);
    expect((await list("claims")).registerYears).toBeNull();
  });
});
