import { describe, expect, it } from "vitest";

import { validationMessages } from "#app/content/validation.ts";
import { company } from "#app/content/company.ts";
import { claimCheck } from "#app/content/claims.ts";
import { formMessages } from "#app/content/forms.ts";
import { CLAIM_CHECK_SECTION } from "#app/lib/schemas/claim-check.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { claimStatusForm } from "#server/forms/claim-status.ts";
import type { FormResponse } from "#server/forms/form-definition.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { CHECK_A_CLAIM_PATH, changeStatus } from "#server/staff/workflow.ts";
import { formRequest } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { parseMail } from "../helpers/smtp-server.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

const staff = { id: "staff-claims-1", clientIp: "198.51.100.9" };

let client = 0;
/** Posts "Check a claim" as the browser does, each test as a client of its own unless told. */
const check = (
  fields: { reference: string; policyNumber: string },
  ip = `203.0.113.${++client}`,
): Promise<FormResponse> =>
  handleForm(
    {
      request: formRequest("http://localhost/api/forms/claim-status", [
        ["reference", fields.reference],
        ["policyNumber", fields.policyNumber],
      ]),
      context: formContext(env.services, ip),
    },
    claimStatusForm,
  ) as Promise<FormResponse>;

async function fileClaim(policyNumber: string) {
  const { reference } = await submitClaim(
    env.services,
    {
      claimType: "home",
      policyNumber,
      incidentDate: "2026-01-15",
      description: "A tree fell on the garage roof during the storm.",
      claimantName: "Dorothy Vaughan",
      claimantEmail: "dorothy@example.com",
      claimantPhone: undefined,
      agreement: true,
    },
    [],
  );
  const { id } = await env.database.db
    .selectFrom("claims")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return { id, reference };
}

/** The answer without the echo of what was typed (which differs by what was typed). */
const withoutEcho = (answer: FormResponse) => {
  const { result } = answer;
  if (result.ok) return answer;
  const { values: _values, ...rest } = result;
  return { ...answer, result: rest };
};

describe("Check a claim", () => {
  it("answers the right pair with the status, type, submission date and dated history, never who", async () => {
    const { id, reference } = await fileClaim("HL-1234567");
    const first = await check({ reference, policyNumber: "HL-1234567" });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({
      ok: true,
      form: "check-a-claim",
      claimStatus: {
        reference,
        claimType: "Home Insurance",
        status: "Submitted",
        history: [{ status: "Submitted" }],
      },
    });
    expect(first.result.toast).toBeUndefined();

    for (const to of ["in_review", "assessment"]) {
      // Timestamps are kept to the millisecond; two changes in one would tie.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(
        await changeStatus(env.services, {
          kind: "claim",
          id,
          to,
          actor: staff,
        }),
      ).toMatchObject({ ok: true, changed: true });
    }

    const later = await check({ reference, policyNumber: "HL-1234567" });
    if (!later.result.ok) throw new Error("expected the claim");
    const report = later.result.claimStatus!;
    expect(report.status).toBe("Assessment");
    expect(report.history.map((step) => step.status)).toEqual([
      "Submitted",
      "In review",
      "Assessment",
    ]);
    for (const step of report.history) {
      expect(new Date(step.at).toISOString()).toBe(step.at);
      expect(step.at >= report.submittedAt).toBe(true);
    }

    // Waiting on the claimant is said to the claimant in their own words.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await changeStatus(env.services, {
      kind: "claim",
      id,
      to: "waiting_on_customer",
      actor: staff,
    });
    const waiting = await check({ reference, policyNumber: "HL-1234567" });
    if (!waiting.result.ok) throw new Error("expected the claim");
    expect(waiting.result.claimStatus!.status).toBe(
      "Waiting for information from you",
    );
    expect(waiting.result.claimStatus!.history.at(-1)!.status).toBe(
      "Waiting for information from you",
    );

    // Nothing of who moved it, nor what the claim says.
    const sent = JSON.stringify(later.result);
    expect(sent).not.toContain(staff.id);
    expect(sent).not.toContain("Dorothy");
    expect(sent).not.toContain("garage");
  });

  it("finds a claim whatever the case and spacing of the reference and the punctuation of the policy number", async () => {
    const { reference } = await fileClaim("HL-7654321");
    const answer = await check({
      reference: `  ${reference.toLowerCase().replace("cl", "cl ")} `,
      policyNumber: "hl 7654321",
    });
    expect(answer.result).toMatchObject({
      ok: true,
      claimStatus: { reference, status: "Submitted" },
    });
  });

  it("gives a wrong reference and a wrong policy number the same neutral answer", async () => {
    const { reference } = await fileClaim("HL-1111111");
    const unknown = reference === "CL999999" ? "CL999998" : "CL999999";
    const wrongReference = await check({
      reference: unknown,
      policyNumber: "HL-1111111",
    });
    const wrongPolicy = await check({
      reference,
      policyNumber: "HL-2222222",
    });
    expect(wrongReference.status).toBe(404);
    expect(withoutEcho(wrongReference)).toEqual(withoutEcho(wrongPolicy));
    expect(wrongReference.result).toMatchObject({
      ok: false,
      form: "check-a-claim",
      fieldErrors: {},
      toast: claimCheck.notFound,
    });
    expect(claimCheck.notFound.description).toContain(company.phone);
    // What was typed comes back to refill the form, and nothing more.
    expect(wrongPolicy.result).toMatchObject({
      values: { reference, policyNumber: "HL-2222222" },
    });
  });

  it("refuses what cannot be a reference, without looking anything up", async () => {
    const answer = await check({ reference: "APP-123456", policyNumber: "" });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: {
        reference:
          "A claim reference is CL followed by 6 or 12 digits, e.g. CL012345",
        policyNumber: "Policy number is required",
      },
    });
    // A policy number that cannot be one is told so, as the hint shows it.
    const notAPolicy = await check({
      reference: "CL012345",
      policyNumber: "--",
    });
    expect(notAPolicy.status).toBe(400);
    expect(notAPolicy.result).toMatchObject({
      ok: false,
      fieldErrors: { policyNumber: validationMessages.policyNumber },
    });
  });

  it("allows ten checks per client network in ten minutes, then answers 429 with Retry-After", async () => {
    const { reference } = await fileClaim("HL-3333333");
    const ip = "192.0.2.77";
    for (let i = 0; i < 10; i++) {
      const answer = await check(
        { reference, policyNumber: i % 2 ? "HL-3333333" : "HL-0000000" },
        ip,
      );
      expect(answer.status).not.toBe(429);
    }
    const refused = await check({ reference, policyNumber: "HL-3333333" }, ip);
    expect(refused.status).toBe(429);
    expect(
      Number(new Headers(refused.headers).get("Retry-After")),
    ).toBeGreaterThan(0);
    expect(refused.result).toMatchObject({
      ok: false,
      toast: { type: "error", title: formMessages.tooManyAttempts.title },
    });
    // Another client is not held back.
    expect(
      (await check({ reference, policyNumber: "HL-3333333" }, "192.0.2.78"))
        .status,
    ).toBe(200);
  });

  it("is linked from the claimant's confirmation email", async () => {
    const { reference } = await fileClaim("HL-4444444");
    await env.services.outbox.drain();
    const confirmation = env.smtp.received
      .map((mail) => parseMail(mail.raw))
      .find(
        (mail) => mail.text.includes(reference) && mail.text.includes("Dear"),
      );
    const link = new URL(CHECK_A_CLAIM_PATH, env.services.config.appUrl).href;
    expect(CHECK_A_CLAIM_PATH).toBe(`/file-a-claim#${CLAIM_CHECK_SECTION}`);
    expect(confirmation?.text).toContain(`Check your claim:\n${link}`);
    expect(confirmation?.html).toContain(`href="${link}"`);
  });
});
