import { validationMessages } from "#app/content/validation.ts";
import { z } from "#app/lib/zod.ts";

const messages = validationMessages.contact;

/** The contact form (spec section 5). */
export const ContactSchema = z.object({
  fullName: z.string().check(z.trim(), z.minLength(2, messages.fullName)),
  email: z.pipe(z.string().check(z.trim()), z.email(validationMessages.email)),
  message: z.string().check(z.trim(), z.minLength(10, messages.message)),
});

export type ContactInput = z.infer<typeof ContactSchema>;

/**
 * The spec's name split for contact_submissions: the first word, and the rest;
 * a single word is used for both.
 */
export function splitFullName(fullName: string): {
  firstName: string;
  lastName: string;
} {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return {
    firstName: first,
    lastName: rest.length > 0 ? rest.join(" ") : first,
  };
}
