import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import type { InboxKind } from "#app/lib/staff/workflow.ts";
import * as auditExportRoute from "#app/routes/admin/audit-export.ts";
import * as submissionRoute from "#app/routes/admin/submission.tsx";
import { createAuth } from "#server/auth/auth.ts";
import { lookUpClaim } from "#server/forms/claim-status.ts";
import type { Services } from "#server/services.ts";
import { readAuditLog } from "#server/staff/audit-log.ts";
import { auditActions, recordViewedAction } from "#server/staff/audit.ts";
import { callRoute, type RouteHandler } from "../helpers/form-context.ts";
import { insertClaim, insertContact, recordIdOf } from "../helpers/records.ts";
import {
  sampleVerificationInput,
  storeSampleApplication,
  storeSampleVerification,
} from "../helpers/sample-submissions.ts";
import { auditRows, signedInStaff } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.61";

let services: Services;
let staff = { id: "", cookie: "" };
let admin = { id: "", cookie: "" };
const records = {} as Record<
  Exclude<InboxKind, "quote">,
  { id: string; reference: string }
>;
const segments = {
  contact: "contact",
  application: "applications",
  verification: "verifications",
  claim: "claims",
} as const;

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

function headersOf(answer: unknown): Headers {
  if (answer instanceof Response) return answer.headers;
  return new Headers(
    (answer as { init?: { headers?: HeadersInit } }).init?.headers,
  );
}

const dataOf = <T>(answer: unknown) => (answer as { data: T }).data;

interface Answer {
  ok: boolean;
  fieldErrors?: Record<string, string>;
  revealed?: { field: string; value: string };
}

/** Posts a record page's form as staff. */
const post = (
  kind: keyof typeof segments,
  id: string,
  body: Record<string, string>,
) =>
  call(
    submissionRoute.action,
    `/admin/${segments[kind]}/${id}`,
    { inbox: segments[kind], id },
    { cookie: staff.cookie, body },
  );

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  staff = await signedInStaff(services, {
    email: "rita.records@example.com",
    name: "Rita Records",
  });
  admin = await signedInStaff(services, {
    email: "alan.audit@example.com",
    name: "Alan Audit",
    role: "admin",
  });
  const db = env.database.db;
  const contact = await insertContact(db, {
    first_name: "Grace",
    last_name: "Hopper",
  });
  records.contact = { id: contact.id, reference: "" };
  const claim = await insertClaim(db, {
    reference: "CL830001",
    policy_number: "HL-8300001",
    claimant_email: "margaret@example.com",
    claimant_name: "Margaret Hamilton",
    status: "assessment",
  });
  records.claim = { id: claim.id, reference: "CL830001" };
  const verification = await storeSampleVerification(env.services, 7);
  records.verification = {
    id: await recordIdOf(db, "onboarding_responses", verification.reference),
    reference: verification.reference,
  };
  const application = await storeSampleApplication(env.services, 7);
  records.application = {
    id: await recordIdOf(db, "job_applications", application.reference),
    reference: application.reference,
  };
  await env.deliveredMail();
});

describe("every view audited", () => {
  it("writes one row per opening of a record of each inbox: who, which record, the client's hash, nothing of its content", async () => {
    for (const kind of Object.keys(segments) as Array<keyof typeof segments>) {
      const { id } = records[kind];
      const before = await auditRows(
        env.database.db,
        recordViewedAction[kind],
        id,
      );
      const answer = await call(
        submissionRoute.loader,
        `/admin/${segments[kind]}/${id}`,
        { inbox: segments[kind], id },
        { cookie: staff.cookie },
      );
      expect(statusOf(answer), kind).toBe(200);
      const after = await auditRows(
        env.database.db,
        recordViewedAction[kind],
        id,
      );
      expect(after.length, kind).toBe(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        actor: staff.id,
        subject_type: kind,
        subject_id: id,
        details: null,
      });
      expect(after.at(-1)!.client_hash).toMatch(/^[\w-]{22}$/);
    }
  });

  it("audits no view of a record that is not there", async () => {
    const before = await auditRows(env.database.db, auditActions.claimViewed);
    const answer = await call(
      submissionRoute.loader,
      "/admin/claims/no-such-claim",
      { inbox: "claims", id: "no-such-claim" },
      { cookie: staff.cookie },
    );
    expect(statusOf(answer)).toBe(404);
    expect(await auditRows(env.database.db, auditActions.claimViewed)).toEqual(
      before,
    );
  });
});

describe("resolving a claim", () => {
  const resolve = (body: Record<string, string>) =>
    post("claim", records.claim.id, {
      intent: "status",
      status: "resolved",
      expected: "assessment",
      ...body,
    });
  const claimRow = () =>
    env.database.db
      .selectFrom("claims")
      .selectAll()
      .where("id", "=", records.claim.id)
      .executeTakeFirstOrThrow();

  it("asks for the outcome, an amount when paid and a reason when denied, each at its field, and changes nothing until they are there", async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [
        {},
        {
          outcome:
            "Please choose how the claim ended: paid, denied or withdrawn",
        },
      ],
      [
        { outcome: "refunded" },
        {
          outcome:
            "Please choose how the claim ended: paid, denied or withdrawn",
        },
      ],
      [
        { outcome: "paid" },
        {
          amount:
            "Please enter the amount paid in dollars and cents, for example 12,500.00",
        },
      ],
      [
        { outcome: "paid", amount: "12,50.00" },
        {
          amount:
            "Please enter the amount paid in dollars and cents, for example 12,500.00",
        },
      ],
      [
        { outcome: "paid", amount: "0" },
        {
          amount:
            "Please enter the amount paid in dollars and cents, for example 12,500.00",
        },
      ],
      [
        { outcome: "denied", reason: "   " },
        { reason: "Please give the reason for the denial" },
      ],
      [
        { outcome: "denied", reason: "x".repeat(1001) },
        { reason: "Please shorten the reason to 1000 characters" },
      ],
    ];
    for (const [body, fieldErrors] of cases) {
      const answer = await resolve(body);
      expect(statusOf(answer), JSON.stringify(body)).toBe(400);
      expect(dataOf<Answer>(answer).fieldErrors).toEqual(fieldErrors);
    }
    const row = await claimRow();
    expect(row).toMatchObject({
      status: "assessment",
      outcome: null,
      closed_at: null,
    });
    expect(await env.deliveredMail()).toEqual([]);
  });

  it("paid: stores the amount in cents, emails and shows it instead of a bare Resolved, and audits outcome and amount", async () => {
    const answer = await resolve({ outcome: "paid", amount: "$12,500.5" });
    expect(statusOf(answer)).toBe(200);
    const row = await claimRow();
    expect(row).toMatchObject({
      status: "resolved",
      outcome: "paid",
      outcome_amount_cents: 1_250_050,
      outcome_reason: null,
    });
    expect(row.closed_at).not.toBeNull();

    const [mail] = await env.deliveredMail();
    expect(mail!.text).toContain(
      "Your claim is now at this stage: Resolved: paid $12,500.50.",
    );
    expect(mail!.text).toContain(
      "We approved your claim and are paying $12,500.50.",
    );
    expect(mail!.text).toContain("Status: Resolved: paid $12,500.50");
    expect(mail!.text).not.toContain("How to appeal");

    const report = await lookUpClaim(
      env.database.db,
      { reference: "CL830001", policyNumber: "HL-8300001" },
      env.services.secrets.dataEncryptionKeys,
    );
    expect(report).toMatchObject({
      status: "Resolved: paid $12,500.50",
      outcome: {
        summary: expect.stringContaining("are paying $12,500.50"),
      },
    });
    expect(report!.outcome).not.toHaveProperty("appeal");

    const audit = await auditRows(
      env.database.db,
      auditActions.statusChanged,
      records.claim.id,
    );
    expect(JSON.parse(audit.at(-1)!.details!)).toEqual({
      from: "assessment",
      to: "resolved",
      outcome: "paid",
      amountCents: 1_250_050,
    });
  });

  it("denied: the reason is sealed at rest, kept out of the email and the audit row, and shown by Check a claim with how to appeal", async () => {
    const reason =
      "Your policy excludes flood damage (section 4.2); the water came from the river.";
    // Reopened, then resolved again as denied: the old outcome goes.
    await post("claim", records.claim.id, {
      intent: "status",
      status: "assessment",
      expected: "resolved",
    });
    expect(await claimRow()).toMatchObject({
      outcome: null,
      outcome_amount_cents: null,
      closed_at: null,
    });
    await env.deliveredMail();
    const answer = await resolve({ outcome: "denied", reason });
    expect(statusOf(answer)).toBe(200);
    const row = await claimRow();
    expect(row.outcome).toBe("denied");
    expect(row.outcome_reason).not.toContain("flood");
    expect(row.outcome_reason).toMatch(/^v2\./);

    const [mail] = await env.deliveredMail();
    expect(mail!.text).toContain("Resolved: denied");
    expect(mail!.text).toContain("How to appeal");
    expect(mail!.text).toContain("within 60 days");
    expect(mail!.text).toContain("(313) 555-0142");
    expect(mail!.text).toContain(
      "You can read the reason for the decision when you check your claim online",
    );
    expect(mail!.text).not.toContain("flood");
    expect(mail!.html).not.toContain("flood");

    const audit = await auditRows(
      env.database.db,
      auditActions.statusChanged,
      records.claim.id,
    );
    expect(audit.at(-1)!.details).not.toContain("flood");

    const report = await lookUpClaim(
      env.database.db,
      { reference: "CL830001", policyNumber: "HL-8300001" },
      env.services.secrets.dataEncryptionKeys,
    );
    expect(report).toMatchObject({
      status: "Resolved: denied",
      outcome: {
        reason,
        appeal: expect.stringContaining("within 60 days"),
      },
    });
    // The record page shows the handler what was decided.
    const page = await call(
      submissionRoute.loader,
      `/admin/claims/${records.claim.id}`,
      { inbox: "claims", id: records.claim.id },
      { cookie: staff.cookie },
    );
    expect(
      dataOf<{ submission: { outcome: unknown } }>(page).submission.outcome,
    ).toEqual({ outcome: "denied", reason });
  });

  it("withdrawn needs nothing more; other inboxes' statuses ask for no outcome", async () => {
    const { id } = await insertClaim(env.database.db, {
      reference: "CL830002",
      status: "in_review",
    });
    const answer = await post("claim", id, {
      intent: "status",
      status: "resolved",
      expected: "in_review",
      outcome: "withdrawn",
    });
    expect(statusOf(answer)).toBe(200);
    const [mail] = await env.deliveredMail();
    expect(mail!.text).toContain("Resolved: withdrawn");
    const closed = await post("contact", records.contact.id, {
      intent: "status",
      status: "closed",
      expected: "new",
    });
    expect(statusOf(closed)).toBe(200);
  });
});

describe("reveal, one value at a time", () => {
  const reveal = (body: Record<string, string>) =>
    post("verification", records.verification.id, {
      intent: "reveal",
      ...body,
    });
  const sample = sampleVerificationInput(7);

  it("asks which value and why, at the fields, and reveals nothing without them", async () => {
    const before = await auditRows(env.database.db, auditActions.ssnRevealed);
    for (const [body, fieldErrors] of [
      [
        {},
        {
          field: "Please choose which value to show",
          reason: "Please choose why you need to see it",
        },
      ],
      [
        { field: "ssn", reason: "other", otherReason: "" },
        { otherReason: "Please write why you need to see it" },
      ],
      [
        { field: "password", reason: "identity" },
        { field: "Please choose which value to show" },
      ],
    ] as const) {
      const answer = await reveal(body);
      expect(statusOf(answer)).toBe(400);
      expect(dataOf<Answer>(answer).fieldErrors).toEqual(fieldErrors);
      expect(JSON.stringify(answer)).not.toContain(sample.bankName);
    }
    expect(await auditRows(env.database.db, auditActions.ssnRevealed)).toEqual(
      before,
    );
  });

  it("answers the one value asked for, never cached, masked again by a refresh, with the field and reason in the audit row and not the value", async () => {
    const answer = await reveal({ field: "bankName", reason: "payroll" });
    expect(statusOf(answer)).toBe(200);
    expect(dataOf<Answer>(answer).revealed).toEqual({
      field: "bankName",
      value: sample.bankName,
    });
    const text = JSON.stringify(dataOf(answer));
    expect(text).not.toContain(sample.ssn);
    expect(text).not.toContain(`"${sample.creditScore}"`);
    const headers = headersOf(answer);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("refresh")).toBe(
      `60; url=/admin/verifications/${records.verification.id}#sensitive`,
    );

    const other = await reveal({
      field: "ssn",
      reason: "other",
      otherReason: "Payroll asked to confirm the number on file",
    });
    expect(dataOf<Answer>(other).revealed).toEqual({
      field: "ssn",
      value: sample.ssn,
    });

    const rows = (
      await auditRows(
        env.database.db,
        auditActions.ssnRevealed,
        records.verification.id,
      )
    ).slice(-2);
    expect(rows.map((row) => JSON.parse(row.details!))).toEqual([
      { field: "bankName", reason: "payroll" },
      {
        field: "ssn",
        reason: "other",
        otherReason: "Payroll asked to confirm the number on file",
      },
    ]);
    const stored = JSON.stringify(rows);
    for (const secret of [
      sample.bankName,
      sample.ssn,
      sample.ssn.replace(/-/g, ""),
    ])
      expect(stored).not.toContain(secret);
  });
});

describe("the audit log in words", () => {
  it("names records by reference with a link, writes Eastern times and details in words; the CSV says its zones", async () => {
    const log = await readAuditLog(services, { actor: staff.id, page: 1 }, 200);
    const entryOf = (action: string, subjectId: string) =>
      log.entries.find(
        (entry) => entry.action === action && entry.subjectId === subjectId,
      )!;

    const viewed = entryOf(auditActions.claimViewed, records.claim.id);
    expect(viewed.subject).toEqual({
      label: "Claim CL830001",
      href: `/admin/claims/${records.claim.id}`,
    });
    expect(viewed.description).toBe("Opened the record's page.");
    expect(viewed.time).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
    );
    expect(
      entryOf(auditActions.contactViewed, records.contact.id).subject.label,
    ).toBe("Contact message from Grace Hopper");
    expect(
      entryOf(auditActions.verificationViewed, records.verification.id).subject
        .label,
    ).toBe(`Verification ${records.verification.reference}`);

    const descriptions = log.entries.map((entry) => entry.description);
    expect(descriptions).toContain(
      "Moved from Assessment to Resolved. Outcome: paid $12,500.50.",
    );
    expect(descriptions).toContain(
      "Moved from Assessment to Resolved. Outcome: denied (the reason is kept with the claim).",
    );
    expect(descriptions).toContain(
      "Showed the bank name. Reason: Setting up payroll or direct deposit.",
    );
    expect(descriptions).toContain(
      "Showed the Social Security Number. Reason: Payroll asked to confirm the number on file.",
    );
    expect(descriptions.some((text) => text.includes("{"))).toBe(false);

    // A record deleted since is named by its kind, without a link.
    const { id: gone } = await insertClaim(env.database.db, {
      reference: "CL830099",
    });
    await call(
      submissionRoute.loader,
      `/admin/claims/${gone}`,
      { inbox: "claims", id: gone },
      { cookie: staff.cookie },
    );
    await env.database.db.deleteFrom("claims").where("id", "=", gone).execute();
    const after = await readAuditLog(
      services,
      { action: auditActions.claimViewed, page: 1 },
      200,
    );
    expect(
      after.entries.find((entry) => entry.subjectId === gone)!.subject,
    ).toEqual({ label: "Claim (deleted)", href: null });

    // The CSV: admins only, its time columns named with their zones.
    const refused = await call(
      auditExportRoute.loader,
      "/admin/audit.csv",
      {},
      { cookie: staff.cookie },
    );
    expect(statusOf(refused)).toBe(403);
    const csv = await call(
      auditExportRoute.loader,
      `/admin/audit.csv?actor=${staff.id}&action=${auditActions.claimViewed}`,
      {},
      { cookie: admin.cookie },
    );
    expect(csv).toBeInstanceOf(Response);
    const response = csv as Response;
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const [header, ...lines] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      '"Time (UTC, ISO 8601)","Time (US Eastern, America/New_York)",Person,Action,Record,Record link,Details,Client hash',
    );
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join("\n")).toContain("Claim CL830001");
    expect(lines.join("\n")).toContain(
      `http://localhost:3000/admin/claims/${records.claim.id}`,
    );
    expect(
      await auditRows(env.database.db, auditActions.auditExported),
    ).toHaveLength(1);
  });
});
