import { describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { validationMessages } from "#app/content/validation.ts";
import { company } from "#app/content/company.ts";
import { claimCheck } from "#app/content/claims.ts";
import { claimCheck as spanishClaimCheck } from "#app/content/es/claims.ts";
import { formMessages } from "#app/content/forms.ts";
import { CLAIM_CHECK_SECTION } from "#app/lib/schemas/claim-check.ts";
import { submitClaim } from "#server/forms/claim.ts";
import {
  receivePersonMessage,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import { findToken } from "#server/conversations/tokens.ts";
import { claimLinkForm } from "#server/forms/claim-link.ts";
import { claimStatusForm } from "#server/forms/claim-status.ts";
import type { FormResponse } from "#server/forms/form-definition.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { CHECK_A_CLAIM_PATH, changeStatus } from "#server/staff/workflow.ts";
import { formRequest } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { insertClaim } from "../helpers/records.ts";
import { parseMail } from "../helpers/smtp-server.ts";
import { insertUser } from "../helpers/staff.ts";
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

/** Posts "Email me a secure link" as its button does, from the check's answer. */
const askForLink = (
  fields: { reference: string; policyNumber: string },
  ip = `203.0.113.${++client}`,
  language: "" | "/es" = "",
): Promise<FormResponse> =>
  handleForm(
    {
      request: formRequest(`http://localhost${language}/api/forms/claim-link`, [
        ["reference", fields.reference],
        ["policyNumber", fields.policyNumber],
      ]),
      context: formContext(env.services, ip),
    },
    claimLinkForm,
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

describe("Check a claim: what we asked for, and a new link", () => {
  const handler = { id: "staff-claims-2", clientIp: "198.51.100.10" };

  /** A claim with two documents asked of it, as a handler's message asks them; its status untouched. */
  async function claimAskedForDocuments(policyNumber: string) {
    const claim = await fileClaim(policyNumber);
    const sent = await sendStaffMessage(env.services, {
      subject: { kind: "claim", id: claim.id },
      message: StaffMessageSchema.parse({
        body: "Please send the photo and the estimate. The adjuster notes the roof.",
        requests: ["Photo of the damage", "Repair estimate"],
      }),
      actor: handler,
    });
    expect(sent.ok).toBe(true);
    await env.deliveredMail();
    return claim;
  }

  it("lists the documents asked for while the claim still reads Submitted, and once waiting says it asks rather than succeeds", async () => {
    await insertUser(env.database.db, { id: handler.id, name: "Hal Handler" });
    const { id, reference } = await claimAskedForDocuments("HL-5550001");

    // Asking for documents does not move the status (decision 0093 as
    // amended): the check lists them all the same.
    const asked = await check({ reference, policyNumber: "HL-5550001" });
    expect(asked.status).toBe(200);
    expect(asked.result).toMatchObject({
      ok: true,
      claimStatus: {
        status: "Submitted",
        waiting: false,
        requests: ["Photo of the damage", "Repair estimate"],
      },
    });
    // The labels only: the message around them stays behind the link.
    expect(JSON.stringify(asked.result)).not.toContain("adjuster");

    // A document that came is no longer asked for.
    await env.database.db
      .updateTable("document_requests")
      .set({ fulfilled_at: new Date().toISOString() })
      .where("subject_id", "=", id)
      .where("label", "=", "Photo of the damage")
      .execute();
    await changeStatus(env.services, {
      kind: "claim",
      id,
      to: "waiting_on_customer",
      actor: handler,
    });
    const waiting = await check({ reference, policyNumber: "HL-5550001" });
    expect(waiting.result).toMatchObject({
      ok: true,
      claimStatus: {
        status: "Waiting for information from you",
        waiting: true,
        requests: ["Repair estimate"],
      },
    });

    // The person's answer ends the wait; the document still owed is still listed.
    await receivePersonMessage(env.services, {
      subject: { kind: "claim", id },
      body: "The estimate comes tomorrow.",
      channel: "web",
    });
    const answered = await check({ reference, policyNumber: "HL-5550001" });
    expect(answered.result).toMatchObject({
      ok: true,
      claimStatus: {
        status: "Submitted",
        waiting: false,
        requests: ["Repair estimate"],
      },
    });
  });

  it("emails a fresh link to the claim's own address only, and answers every pair alike", async () => {
    const { id, reference } = await claimAskedForDocuments("HL-5550002");
    const right = await askForLink({ reference, policyNumber: "hl 5550002" });
    expect(right.status).toBe(200);
    expect(right.result).toEqual({
      ok: true,
      form: "claim-link",
      toast: claimCheck.link.sent,
    });

    const mail = await env.deliveredMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.envelope.to).toEqual(["dorothy@example.com"]);
    expect(mail[0]!.headers.get("subject")).toBe(
      `Your secure link for ${reference}`,
    );
    expect(mail[0]!.text).toContain(
      "We are waiting for 2 documents from you, which you can upload on that page.",
    );
    const url = mail[0]!.text.match(/https?:\/\/\S+\/messages\/([a-z2-7]{52})/);
    expect(url).not.toBeNull();
    // The link opens this claim's conversation, and nothing of it is on screen.
    expect(await findToken(env.database.db, url![1]!, "read")).toEqual({
      ok: true,
      subject: { kind: "claim", id },
    });
    const shown = JSON.stringify(right.result);
    expect(shown).not.toContain(url![1]!);
    expect(shown).not.toContain("dorothy");

    // A wrong policy number and an unknown reference: the same answer, no email.
    const wrongPolicy = await askForLink({
      reference,
      policyNumber: "HL-5559999",
    });
    const unknown = await askForLink({
      reference: reference === "CL999997" ? "CL999996" : "CL999997",
      policyNumber: "HL-5550002",
    });
    expect(wrongPolicy).toEqual(right);
    expect(unknown).toEqual(right);
    expect(await env.deliveredMail()).toHaveLength(0);
  });

  it("sends a claim at most three links an hour, whoever asks, and says the same when it does not", async () => {
    const { reference } = await claimAskedForDocuments("HL-5550003");
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await askForLink({ reference, policyNumber: "HL-5550003" }));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await env.deliveredMail()).toHaveLength(3);
  });

  it("counts links and checks together, ten per client network in ten minutes", async () => {
    const { reference } = await fileClaim("HL-5550004");
    const ip = "192.0.2.90";
    const pair = { reference, policyNumber: "HL-5550004" };
    for (let i = 0; i < 5; i++) {
      expect((await check(pair, ip)).status).toBe(200);
      expect((await askForLink(pair, ip)).status).toBe(200);
    }
    const refusedLink = await askForLink(pair, ip);
    expect(refusedLink.status).toBe(429);
    expect(refusedLink.result).toMatchObject({
      ok: false,
      toast: { type: "error", title: formMessages.tooManyAttempts.title },
    });
    expect((await check(pair, ip)).status).toBe(429);
    await env.deliveredMail();
  });

  it("answers a Spanish page in Spanish, and a Spanish claim's link opens its Spanish page", async () => {
    const claim = await insertClaim(env.database.db, {
      reference: "CL555005",
      policy_number: "HL-5550005",
      claimant_email: "rosa@example.com",
      claimant_name: "Rosa Parks",
      locale: "es",
    });
    const answer = await askForLink(
      { reference: "CL555005", policyNumber: "HL-5550005" },
      undefined,
      "/es",
    );
    expect(answer.result).toMatchObject({
      ok: true,
      toast: spanishClaimCheck.link.sent,
    });
    const mail = await env.deliveredMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.envelope.to).toEqual(["rosa@example.com"]);
    expect(mail[0]!.headers.get("subject")).toBe(
      "Su enlace seguro para CL555005",
    );
    expect(mail[0]!.text).toMatch(/\/es\/messages\/[a-z2-7]{52}/);
    expect(mail[0]!.text).not.toContain("Estamos esperando");
    expect(claim.kind).toBe("claim");
  });
});
