import { contactForm as englishTexts } from "#app/content/contact.ts";
import { contactForm as spanishTexts } from "#app/content/es/contact.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import {
  ContactSchema,
  splitFullName,
  type ContactInput,
} from "#app/lib/schemas/contact.ts";
import { mailTemplates, mailTemplatesIn } from "#server/mail/templates.ts";
import { defineForm } from "./form-definition.ts";
import { submissionToken } from "./receipts.ts";
import { receiveRecord } from "./record-received.ts";
import { randomReference } from "./references.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

const textsIn = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

/** The contact form's server step (spec call 1): checked, stored, staff told, the sender acknowledged with a CT- reference. */
export const contactForm = defineForm({
  name: "contact",
  page: "/contact",
  endpoint: "/api/forms/contact",
  rateLimit: { name: "form:contact", limit: 5, windowMs: 10 * 60_000 },
  schema: ContactSchema,
  failureToast: (_error, locale) => textsIn(locale).failure,
  // A robot is shown what a person would see, with a reference that leads nowhere.
  decoyResult: (locale) => ({
    ok: true,
    reference: randomReference("CT-"),
    toast: textsIn(locale).success,
  }),
  submit: async ({ services, input, token, locale }) => {
    const { reference } = await submitContact(services, input, token, locale);
    return { ok: true, reference, toast: textsIn(locale).success };
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
  /** The language of the page it was sent from: the sender's acknowledgement is in it. */
  locale: Locale = "en",
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
      await receiveRecord(trx, services, "contact", id, {
        insert: (arrival) =>
          trx
            .insertInto("contact_submissions")
            .values({
              id,
              reference,
              ...arrival,
              first_name: firstName,
              last_name: lastName,
              email: input.email,
              phone: "",
              interest: "general",
              message: input.message,
              locale,
            })
            .execute(),
        mail: [
          {
            kind: "contact.staff",
            to: services.config.staffNotifyEmail,
            ...mailTemplates.contactStaff({
              ...input,
              reference,
              language: locale,
            }),
          },
          {
            kind: "contact.sender",
            to: input.email,
            ...mailTemplatesIn(locale).contactSender({ ...input, reference }),
          },
        ],
      });
    },
  });
}
