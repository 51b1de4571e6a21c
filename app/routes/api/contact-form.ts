import { contactForm } from "#server/forms/contact.ts";
import { formJson, handleForm } from "#server/forms/handle-form.ts";

import type { Route } from "./+types/contact-form";

/** The enhanced contact form posts here and gets JSON back. */
export async function action({ request, context }: Route.ActionArgs) {
  return formJson(await handleForm(request, context, contactForm));
}
