import { contactForm as texts } from "#app/content/contact.ts";
import { ContactSchema, type ContactInput } from "#app/lib/schemas/contact.ts";
import { submitContact } from "#server/submissions/contact.ts";
import type { FormHandler } from "./handle-form.ts";

export const contactForm: FormHandler<ContactInput> = {
  rateLimit: { name: "form:contact", limit: 5, windowMs: 10 * 60_000 },
  schema: ContactSchema,
  failureToast: () => texts.failure,
  decoyResult: () => ({ ok: true, toast: texts.success }),
  submit: async (services, input, _files, token) => {
    await submitContact(services, input, token);
    return { ok: true, toast: texts.success };
  },
};
