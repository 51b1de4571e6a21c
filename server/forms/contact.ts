import { contactForm as texts } from "#app/content/contact.ts";
import { startingClock } from "#app/lib/staff/promises.ts";
import {
  ContactSchema,
  splitFullName,
  type ContactInput,
} from "#app/lib/schemas/contact.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplates } from "#server/mail/templates.ts";
import { assignInTurn } from "#server/staff/round-robin.ts";
import { defineForm } from "./form-definition.ts";
import { submissionToken } from "./receipts.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

/** The contact form's server step (spec call 1): checked, stored, staff told. */
export const contactForm = defineForm({
  name: "contact",
  page: "/contact",
  endpoint: "/api/forms/contact",
  rateLimit: { name: "form:contact", limit: 5, windowMs: 10 * 60_000 },
  schema: ContactSchema,
  failureToast: () => texts.failure,
  decoyResult: () => ({ ok: true, toast: texts.success }),
  submit: async ({ services, input, token }) => {
    await submitContact(services, input, token);
    return { ok: true, toast: texts.success };
  },
});

/** Spec call 1: a row in contact_submissions, and a note to staff. */
export async function submitContact(
  services: SubmissionServices,
  input: ContactInput,
  clientToken?: string,
) {
  const { firstName, lastName } = splitFullName(input.fullName);
  return submitOnce(services, {
    form: "contact",
    token: submissionToken(clientToken, [
      input.fullName,
      input.email,
      input.message,
    ]),
    write: async (trx, id) => {
      const received = new Date();
      await trx
        .insertInto("contact_submissions")
        .values({
          id,
          created_at: received.toISOString(),
          ...startingClock("contact", received),
          first_name: firstName,
          last_name: lastName,
          email: input.email,
          phone: "",
          interest: "general",
          message: input.message,
        })
        .execute();
      await assignInTurn(trx, services, "contact", id);
      await enqueueMail(trx, services.secrets.dataEncryptionKey, {
        kind: "contact.staff",
        to: services.config.staffNotifyEmail,
        ...mailTemplates.contactStaff(input),
      });
    },
  });
}
