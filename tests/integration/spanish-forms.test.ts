import { describe, expect, it } from "vitest";

import { contactForm as spanishContact } from "#app/content/es/contact.ts";
import { claimantStatusLabels } from "#app/content/es/claims.ts";
import { emailWords as spanishWords } from "#app/content/es/emails.ts";
import * as spanishForms from "#app/content/es/forms.ts";
import { validationMessages as spanishMessages } from "#app/content/es/validation.ts";
import { contactForm as englishContact } from "#app/content/contact.ts";
import { contactForm } from "#server/forms/contact.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { formContext } from "../helpers/form-context.ts";
import { insertClaim } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

let client = 0;
/** A post of the contact form to `path`: its page (/es/contact) or its endpoint (/es/api/forms/contact). */
const post = (
  path: string,
  fields: Record<string, string>,
  ip = `203.0.113.${++client}`,
) =>
  handleForm(
    {
      request: new Request(`http://localhost${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context: formContext(env.services, ip),
      endpoint: path.includes("/api/"),
    },
    contactForm,
  );
const valid = {
  fullName: "Ana López",
  email: "ana@example.com",
  message: "¿Cubren autos clásicos en Texas?",
};
const storedLocale = async (reference: string) =>
  (
    await env.database.db
      .selectFrom("contact_submissions")
      .select("locale")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow()
  ).locale;

describe("a form sent from a Spanish page (issue 25, decision 0087)", () => {
  for (const path of ["/es/contact", "/es/api/forms/contact"])
    it(`answers ${path} in Spanish, with one schema: field messages, and what was typed kept`, async () => {
      const answer = await post(path, {
        ...valid,
        fullName: "A",
        email: "ana@",
      });
      expect(answer.status).toBe(400);
      expect(answer.result).toMatchObject({
        ok: false,
        fieldErrors: {
          fullName: spanishMessages.contact.fullName,
          email: spanishMessages.email,
        },
        values: { ...valid, fullName: "A", email: "ana@" },
      });
    });

  it("stores the language with the message, thanks the sender in Spanish and tells staff in English which language they used", async () => {
    const answer = await post("/es/api/forms/contact", valid);
    expect(answer.status).toBe(200);
    if (!answer.result.ok) throw new Error("refused");
    expect(answer.result.toast).toEqual(spanishContact.success);
    const reference = answer.result.reference!;
    expect(await storedLocale(reference)).toBe("es");

    const mail = await env.deliveredMail();
    const sender = mail.find((item) => item.envelope.to.includes(valid.email));
    expect(sender?.text).toContain(spanishWords.greeting(valid.fullName));
    expect(sender?.text).toContain(spanishWords.contactSender.thanks);
    expect(sender?.html).toContain('lang="es"');
    const staff = mail.find((item) => item !== sender);
    expect(staff?.text).toContain("A visitor sent a message");
    expect(staff?.text).toContain("Language: Spanish");
  });

  it("keeps English for a message sent from the English page", async () => {
    const answer = await post("/contact", {
      ...valid,
      message: "Do you cover classic cars in Texas?",
    });
    if (!answer.result.ok) throw new Error("refused");
    expect(answer.result.toast).toEqual(englishContact.success);
    expect(await storedLocale(answer.result.reference!)).toBe("en");
    const mail = await env.deliveredMail();
    expect(mail.some((item) => item.text.includes("Language: English"))).toBe(
      true,
    );
  });

  it("refuses a sender over the limit in Spanish before reading the body", async () => {
    const ip = "198.51.100.99";
    for (let sent = 0; sent < 5; sent++)
      await post("/es/contact", { ...valid, fullName: "A" }, ip);
    const answer = await post("/es/contact", valid, ip);
    expect(answer.status).toBe(429);
    expect(answer.result.toast?.title).toBe(
      spanishForms.formMessages.tooManyAttempts.title,
    );
  });

  it("writes a claim's later status emails in the language it was filed in", async () => {
    const actor = { id: "staff-es", clientIp: "198.51.100.7" };
    await insertUser(env.database.db, { id: actor.id, name: "Sam Staff" });
    const id = (
      await insertClaim(env.database.db, {
        reference: "CL700901",
        claimant_email: "lucia@example.com",
        locale: "es",
      })
    ).id;
    await changeStatus(env.services, {
      kind: "claim",
      id,
      to: "in_review",
      expected: "submitted",
      actor,
    });
    const [mail] = await env.deliveredMail();
    expect(mail?.text).toContain(
      spanishWords.claimStatus.changed(claimantStatusLabels.in_review),
    );
    expect(mail?.text).toContain("/es/file-a-claim#check-a-claim");
  });
});
