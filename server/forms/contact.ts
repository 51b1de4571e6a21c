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
import { randomReference } from "./references.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

/** The contact form's server step (spec call 1): checked, stored, staff told, the sender acknowledged with a CT- reference. */
export const contactForm = defineForm({
  name: "contact",
  page: "/contact",
  endpoint: "/api/forms/contact",
  rateLimit: { name: "form:contact", limit: 5, windowMs: 10 * 60_000 },
  schema: ContactSchema,
  failureToast: () => texts.failure,
  // A robot is shown what a person would see, with a reference that leads nowhere.
  decoyResult: () => ({
    ok: true,
    reference: randomReference("CT-"),
    toast: texts.success,
  }),
  submit: async ({ services, input, token }) => {
    const { reference } = await submitContact(services, input, token);
    return { ok: true, reference, toast: texts.success };
  },
});

/**
 * Spec call 1: a row in contact_submissions with its reference, a note to
 * staff and an acknowledgement to the sender (issue 26).
 */
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
    referencePrefix: "CT-",
    write: async (trx, reference) => {
      const id = crypto.randomUUID();
      const received = new Date();
      await trx
        .insertInto("contact_submissions")
        .values({
          id,
          reference,
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
        ...mailTemplates.contactStaff({ ...input, reference }),
      });
      await enqueueMail(trx, services.secrets.dataEncryptionKey, {
        kind: "contact.sender",
        to: input.email,
        ...mailTemplates.contactSender({ ...input, reference }),
      });
    },
  });
}
