import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import * as claimFilePreviewRoute from "#app/routes/admin/claim-file-preview.ts";
import * as claimFileRoute from "#app/routes/admin/claim-file.ts";
import * as exportRoute from "#app/routes/admin/inbox-export.ts";
import * as resumeRoute from "#app/routes/admin/resume.ts";
import * as submissionRoute from "#app/routes/admin/submission.tsx";
import * as documentRoute from "#app/routes/admin/verification-document.ts";
import { signIn } from "#server/auth/account.ts";
import { createAuth } from "#server/auth/auth.ts";
import { withClientIp } from "#server/auth/limits.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { submitJobApplication } from "#server/forms/job-application.ts";
import { submitVerification } from "#server/forms/verification.ts";
import type { Services } from "#server/services.ts";
import { auditActions } from "#server/staff/audit.ts";
import { expectPrivateAttachment } from "../helpers/downloads.ts";
import {
  sampleJpeg,
  samplePdf,
  samplePng,
  uploadedFile,
} from "../helpers/files.ts";
import { callRoute, type RouteHandler } from "../helpers/form-context.ts";
import { samePicture } from "../helpers/images.ts";
import {
  auditRows,
  createTestAccount,
  markTwoFactorEnrolled,
  type TestAccount,
} from "../helpers/staff.ts";
import { leakedSecrets } from "../helpers/secrets.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.23";

let services: Services;
let staffCookie = "";
let customerCookie = "";
let staff: TestAccount;
const ids = { verification: "", application: "", claim: "", otherClaim: "" };
const refs = { verification: "", application: "", claim: "" };
const claimFiles: Array<{ id: string; file_name: string }> = [];

const SSN = "123-45-6789";
const BANK = "Great Lakes Credit Union";
const CREDIT = "742";

async function cookieFor(account: TestAccount): Promise<string> {
  const outcome = await signIn(
    { auth: services.auth, headers: withClientIp(new Headers(), CLIENT) },
    { email: account.email, password: account.password },
  );
  if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.message}`);
  if (account.role !== "customer")
    await markTwoFactorEnrolled(services.database.db, account.id);
  return outcome.cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** Calls a route's loader or action as the server would, from CLIENT; a thrown response or data() is returned. */
const call = (
  handler: RouteHandler,
  path: string,
  params: Record<string, string>,
  options: { cookie?: string; body?: Record<string, string> } = {},
) => callRoute(handler, path, { services, ip: CLIENT, params, ...options });

/** The status of whatever a route answered: a Response, or data() with its init. */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  const init = (answer as { init?: { status?: number } }).init;
  return init?.status ?? 200;
}

function headersOf(answer: unknown): Headers {
  if (answer instanceof Response) return answer.headers;
  return new Headers(
    (answer as { init?: { headers?: HeadersInit } }).init?.headers,
  );
}

const dataOf = <T>(answer: unknown) => (answer as { data: T }).data;

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  staff = await createTestAccount(env.database.db);
  staffCookie = await cookieFor(staff);
  customerCookie = await cookieFor(
    await createTestAccount(env.database.db, {
      role: "customer",
      name: "Carl Customer",
    }),
  );

  const verification = await submitVerification(
    env.services,
    {
      firstName: "Katherine",
      lastName: "Johnson",
      email: "katherine@example.com",
      phone: "313-555-0123",
      phoneCarrier: "T-Mobile",
      streetAddress: "12 Orbit Lane",
      city: "Detroit",
      state: "MI",
      zipCode: "48226",
      bankName: BANK,
      creditScore: Number(CREDIT),
      ssn: SSN,
      ssnConfirm: SSN,
      selectedPositions: ["Remote Data Entry Assistant"],
      otherPosition: undefined,
      additionalInfo: undefined,
    },
    {
      front: uploadedFile(
        "driversLicenseFront",
        "front.png",
        samplePng(),
        "image/png",
      ),
      back: uploadedFile(
        "driversLicenseBack",
        "back.jpg",
        sampleJpeg(),
        "image/jpeg",
      ),
    },
  );
  refs.verification = verification.reference;

  const application = await submitJobApplication(
    env.services,
    {
      fullName: "Mary Jackson",
      email: "mary@example.com",
      phone: "313-555-0101",
      address: "1 Wind Tunnel Rd, Detroit, MI",
      experience: "3-5 years",
      coverLetter: "",
      roleId: 3,
      roleTitle: "Customer Service Representative",
    },
    uploadedFile("resume", "My CV (final).pdf", samplePdf(), "application/pdf"),
  );
  refs.application = application.reference;

  const claimInput = {
    claimType: "home" as const,
    policyNumber: "HL-1234567",
    incidentDate: "2026-01-15",
    description: "A tree fell on the garage roof during the storm.",
    claimantName: "Dorothy Vaughan",
    claimantEmail: "dorothy@example.com",
    claimantPhone: undefined,
    agreement: true as const,
  };
  const claim = await submitClaim(env.services, claimInput, [
    uploadedFile("documents", "roof damage.png", samplePng(), "image/png"),
  ]);
  refs.claim = claim.reference;
  await submitClaim(
    env.services,
    { ...claimInput, claimantEmail: "other@example.com" },
    [uploadedFile("documents", "other.pdf", samplePdf(), "application/pdf")],
  );

  const db = env.database.db;
  ids.verification = (
    await db
      .selectFrom("onboarding_responses")
      .select("id")
      .executeTakeFirstOrThrow()
  ).id;
  ids.application = (
    await db
      .selectFrom("job_applications")
      .select("id")
      .executeTakeFirstOrThrow()
  ).id;
  const claims = await db
    .selectFrom("claims")
    .select(["id", "reference"])
    .execute();
  ids.claim = claims.find((row) => row.reference === refs.claim)!.id;
  ids.otherClaim = claims.find((row) => row.reference !== refs.claim)!.id;
  claimFiles.push(
    ...(await db
      .selectFrom("claim_files")
      .select(["id", "file_name", "claim_id"])
      .execute()),
  );
});

describe("documents", () => {
  it("a licence image is sent decrypted, as an attachment with a safe name, never cached or sniffed, and audited without its name", async () => {
    const path = `/admin/verifications/${ids.verification}/documents/front`;
    const answer = await call(
      documentRoute.loader,
      path,
      { id: ids.verification, side: "front" },
      { cookie: staffCookie },
    );
    const bytes = await expectPrivateAttachment(answer, {
      type: "image/png",
      name: `${refs.verification}-licence-front.png`,
    });
    expect(bytes).toEqual(samplePng());

    const audit = await auditRows(
      env.database.db,
      auditActions.documentDownloaded,
      ids.verification,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: staff.id,
      subject_type: "verification",
      details: JSON.stringify({ document: "licence_front" }),
    });
    expect(audit[0]!.client_hash).toMatch(/^[\w-]{22}$/);

    const back = (await call(
      documentRoute.loader,
      path.replace("front", "back"),
      { id: ids.verification, side: "back" },
      { cookie: staffCookie },
    )) as Response;
    expect(back.headers.get("content-type")).toBe("image/jpeg");
    expect(back.headers.get("content-disposition")).toContain(
      `${refs.verification}-licence-back.jpg`,
    );
  });

  it("a resume downloads under the application's reference, not the name it was sent with", async () => {
    const response = (await call(
      resumeRoute.loader,
      `/admin/applications/${ids.application}/resume`,
      { id: ids.application },
      { cookie: staffCookie },
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${refs.application}-resume.pdf"; filename*=UTF-8''${refs.application}-resume.pdf`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(samplePdf());
    const audit = await auditRows(
      env.database.db,
      auditActions.documentDownloaded,
      ids.application,
    );
    expect(audit.map((row) => row.details)).toEqual([
      JSON.stringify({ document: "resume" }),
    ]);
    expect(JSON.stringify(audit)).not.toContain("My CV (final)");
  });

  it("a claim file downloads by its id, only under its own claim", async () => {
    const file = claimFiles.find((row) => row.file_name === "roof damage.png")!;
    const response = (await call(
      claimFileRoute.loader,
      `/admin/claims/${ids.claim}/files/${file.id}`,
      { id: ids.claim, fileId: file.id },
      { cookie: staffCookie },
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toContain(
      `filename="${refs.claim}-roof-damage.png"`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const audit = await auditRows(
      env.database.db,
      auditActions.documentDownloaded,
      ids.claim,
    );
    expect(audit.map((row) => JSON.parse(row.details!))).toEqual([
      { document: "claim_file", fileId: file.id },
    ]);

    // The other claim's file, asked for under this claim: not found.
    const other = claimFiles.find((row) => row.file_name === "other.pdf")!;
    const refused = await call(
      claimFileRoute.loader,
      `/admin/claims/${ids.claim}/files/${other.id}`,
      { id: ids.claim, fileId: other.id },
      { cookie: staffCookie },
    );
    expect(statusOf(refused)).toBe(404);
  });

  it("a claim's photo is previewed in its page, inline as an image only, each view audited; a PDF never", async () => {
    const photo = claimFiles.find(
      (row) => row.file_name === "roof damage.png",
    )!;
    const other = claimFiles.find((row) => row.file_name === "other.pdf")!;
    const previews = () =>
      auditRows(env.database.db, auditActions.documentPreviewed);
    const before = (await previews()).length;

    // The page offers the photo's preview, named for what it is.
    const page = JSON.stringify(
      dataOf(
        await call(
          submissionRoute.loader,
          `/admin/claims/${ids.claim}`,
          { inbox: "claims", id: ids.claim },
          { cookie: staffCookie },
        ),
      ),
    );
    expect(page).toContain(
      JSON.stringify({
        src: `/admin/claims/${ids.claim}/files/${photo.id}/preview`,
        alt: "Photo sent by the person: roof damage.png",
      }),
    );
    const otherPage = JSON.stringify(
      dataOf(
        await call(
          submissionRoute.loader,
          `/admin/claims/${ids.otherClaim}`,
          { inbox: "claims", id: ids.otherClaim },
          { cookie: staffCookie },
        ),
      ),
    );
    expect(otherPage).toContain("other.pdf");
    expect(otherPage).not.toContain("/preview");

    const preview = async (claim: string, fileId: string) =>
      call(
        claimFilePreviewRoute.loader,
        `/admin/claims/${claim}/files/${fileId}/preview`,
        { id: claim, fileId },
        { cookie: staffCookie },
      );
    for (let view = 1; view <= 2; view++) {
      const response = (await preview(ids.claim, photo.id)) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("content-disposition")).toBe(
        `inline; filename="${refs.claim}-roof-damage.png"; filename*=UTF-8''${refs.claim}-roof-damage.png`,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; sandbox",
      );
      expect(response.headers.get("cross-origin-resource-policy")).toBe(
        "same-origin",
      );
      expect(
        await samePicture(
          new Uint8Array(await response.arrayBuffer()),
          samplePng(),
        ),
      ).toBe(true);
    }
    // One row per view, saying which file, never its name.
    const rows = (await previews()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.actor, JSON.parse(row.details!)])).toEqual([
      [staff.id, { document: "claim_file", fileId: photo.id }],
      [staff.id, { document: "claim_file", fileId: photo.id }],
    ]);

    // A PDF is not previewed, nor a file asked for under another claim:
    // not found, and nothing audited.
    expect(statusOf(await preview(ids.otherClaim, other.id))).toBe(404);
    expect(statusOf(await preview(ids.otherClaim, photo.id))).toBe(404);
    expect(await previews()).toHaveLength(before + 2);
  });

  it("an unknown side or row is not found", async () => {
    for (const params of [
      { id: ids.verification, side: "middle" },
      { id: "not-a-row", side: "front" },
    ])
      expect(
        statusOf(
          await call(documentRoute.loader, "/admin/x", params, {
            cookie: staffCookie,
          }),
        ),
      ).toBe(404);
  });

  it("a visitor is sent to sign in and a customer refused, with nothing read or audited", async () => {
    const path = `/admin/verifications/${ids.verification}/documents/front`;
    const params = { id: ids.verification, side: "front" };
    const before = (
      await auditRows(env.database.db, auditActions.documentDownloaded)
    ).length;

    const visitor = await call(documentRoute.loader, path, params);
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(path)}`,
    );

    const customer = await call(documentRoute.loader, path, params, {
      cookie: customerCookie,
    });
    expect(statusOf(customer)).toBe(403);
    expect(customer).not.toBeInstanceOf(Response);

    for (const cookie of [undefined, customerCookie])
      expect(
        statusOf(
          await call(
            exportRoute.loader,
            "/admin/verifications/export.csv",
            { inbox: "verifications" },
            { cookie },
          ),
        ),
      ).not.toBe(200);
    expect(
      (await auditRows(env.database.db, auditActions.documentDownloaded))
        .length,
    ).toBe(before);
    expect(
      await auditRows(env.database.db, auditActions.listExported),
    ).toHaveLength(0);
  });
});

describe("a verification's page", () => {
  const path = () => `/admin/verifications/${ids.verification}`;
  const params = () => ({ inbox: "verifications", id: ids.verification });

  it("shows the SSN's last four digits only, and each opening is audited", async () => {
    const before = await auditRows(
      env.database.db,
      auditActions.verificationViewed,
      ids.verification,
    );
    const answer = await call(submissionRoute.loader, path(), params(), {
      cookie: staffCookie,
    });
    expect(statusOf(answer)).toBe(200);
    const page = JSON.stringify(dataOf(answer));
    expect(page).toContain("•••-••-6789");
    expect(leakedSecrets(page, [SSN, "123456789", BANK, CREDIT])).toEqual([]);
    const after = await auditRows(
      env.database.db,
      auditActions.verificationViewed,
      ids.verification,
    );
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ actor: staff.id, details: null });
  });

  it("Reveal answers one value at a time, never cached, with one audit row each that holds none of them", async () => {
    const revealed: Record<string, string> = {};
    for (const field of ["ssn", "bankName", "creditScore"]) {
      const answer = await call(submissionRoute.action, path(), params(), {
        cookie: staffCookie,
        body: { intent: "reveal", field, reason: "identity" },
      });
      expect(statusOf(answer)).toBe(200);
      expect(headersOf(answer).get("cache-control")).toBe("private, no-store");
      const { revealed: one } = dataOf<{
        revealed: { field: string; value: string };
      }>(answer);
      expect(one.field).toBe(field);
      revealed[field] = one.value;
    }
    expect(revealed).toEqual({ ssn: SSN, bankName: BANK, creditScore: CREDIT });
    const audit = await auditRows(env.database.db, auditActions.ssnRevealed);
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      actor: staff.id,
      subject_type: "verification",
      subject_id: ids.verification,
    });
    const stored = JSON.stringify(audit);
    expect(
      leakedSecrets(stored, [SSN, "123456789", "6789", BANK, CREDIT]),
    ).toEqual([]);
  });

  it("a customer cannot reveal", async () => {
    const answer = await call(submissionRoute.action, path(), params(), {
      cookie: customerCookie,
      body: { intent: "reveal", field: "ssn", reason: "identity" },
    });
    expect(statusOf(answer)).toBe(403);
    expect(JSON.stringify(answer)).not.toContain(SSN);
    expect(
      await auditRows(env.database.db, auditActions.ssnRevealed),
    ).toHaveLength(3);
  });

  it("refuses a status change made on a status someone else changed meanwhile", async () => {
    const change = (status: string, expected: string) =>
      call(submissionRoute.action, path(), params(), {
        cookie: staffCookie,
        body: { intent: "status", status, expected },
      });
    const moved = await change("in_review", "new");
    expect(statusOf(moved)).toBe(200);
    expect(dataOf<{ toast: { title: string } }>(moved).toast.title).toBe(
      "Status changed",
    );
    const stale = await change("closed", "new");
    expect(statusOf(stale)).toBe(409);
    expect(dataOf<{ toast: { title: string } }>(stale).toast.title).toBe(
      "Someone else changed this status",
    );
    const unknown = await change("resolved", "in_review");
    expect(statusOf(unknown)).toBe(400);
  });

  it("keeps notes, refusing an empty one", async () => {
    const note = (body: string) =>
      call(submissionRoute.action, path(), params(), {
        cookie: staffCookie,
        body: { intent: "note", body },
      });
    expect(statusOf(await note("   "))).toBe(400);
    expect(statusOf(await note("Called the applicant back."))).toBe(200);
    const answer = await call(submissionRoute.loader, path(), params(), {
      cookie: staffCookie,
    });
    const page = dataOf<{
      notes: Array<{ body: string; by: string }>;
      history: Array<{ from: string; to: string; by: string }>;
    }>(answer);
    expect(page.notes.map((n) => [n.body, n.by])).toEqual([
      ["Called the applicant back.", staff.name],
    ]);
    expect(page.history.map((h) => [h.from, h.to, h.by])).toEqual([
      ["new", "in_review", staff.name],
    ]);
  });
});

describe("export", () => {
  const csvOf = async (inbox: string, query = "") => {
    const answer = await call(
      exportRoute.loader,
      `/admin/${inbox}/export.csv${query}`,
      { inbox },
      { cookie: staffCookie },
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    return { response, text: await response.text() };
  };

  it("writes a verification's row without its SSN, bank name, credit score or documents, as a download never cached", async () => {
    const { response, text } = await csvOf("verifications");
    expect(response.headers.get("content-type")).toBe(
      "text/csv; charset=utf-8",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="verifications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "id,reference,created_at,status,first_name,last_name,email,phone,phone_carrier,street_address,city,state,zip_code,selected_positions,other_position,additional_info",
    );
    expect(row).toContain(refs.verification);
    expect(row).toContain("Katherine");
    const documents = await env.database.db
      .selectFrom("onboarding_responses")
      .select(["drivers_license_front_url", "ssn", "bank_name_encrypted"])
      .executeTakeFirstOrThrow();
    expect(
      leakedSecrets(text, [
        SSN,
        "123456789",
        "6789",
        BANK,
        CREDIT,
        documents.drivers_license_front_url,
        documents.ssn,
        documents.bank_name_encrypted,
      ]),
    ).toEqual([]);
  });

  it("neutralises cells a spreadsheet would run as formulas, and writes every page of the filter, newest first", async () => {
    const hostile = [
      '=HYPERLINK("http://x")',
      "+15555550100",
      "-1+2",
      "@SUM(A1)",
      "\tTab",
      "\rReturn",
    ];
    const base = Date.UTC(2026, 9, 1);
    const rows = Array.from({ length: 530 }, (_, n) => ({
      id: crypto.randomUUID(),
      created_at: new Date(base + n * 60_000).toISOString(),
      first_name: "Bulk",
      last_name: `Sender ${String(n).padStart(3, "0")}`,
      email: `bulk${n}@example.com`,
      phone: "",
      interest: "general",
      message: hostile[n % hostile.length]!,
    }));
    await env.database.db
      .insertInto("contact_submissions")
      .values(rows)
      .execute();

    const { text } = await csvOf("contact", "?q=bulk");
    const lines = text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    // A CR inside a quoted cell splits no record: count records by their ids.
    const found = rows.filter((row) => text.includes(row.id));
    expect(found).toHaveLength(530);
    expect(text.indexOf("Sender 529")).toBeLessThan(text.indexOf("Sender 000"));
    expect(lines[0]).toBe(
      "id,created_at,status,first_name,last_name,email,phone,interest,message",
    );
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(",'+15555550100\r\n");
    expect(text).toContain(",'-1+2\r\n");
    expect(text).toContain(",'@SUM(A1)\r\n");
    expect(text).toContain(",'\tTab\r\n");
    expect(text).toContain(`,"'\rReturn"\r\n`);
    expect(text).not.toMatch(/,[=+@-]/);

    const audit = await auditRows(env.database.db, auditActions.listExported);
    const last = audit.find((row) => row.subject_type === "contact")!;
    expect(JSON.parse(last.details!)).toEqual({
      rows: 530,
      status: null,
      from: null,
      to: null,
      view: "all",
      searched: true,
    });
    expect(last.details).not.toContain("bulk");
  });
});
