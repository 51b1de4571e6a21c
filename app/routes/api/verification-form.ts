import { formJson, handleForm } from "#server/forms/handle-form.ts";
import { verificationForm } from "#server/forms/verification.ts";

import type { Route } from "./+types/verification-form";

/** The enhanced verification form posts here and gets JSON back. */
export async function action({ request, context }: Route.ActionArgs) {
  return formJson(await handleForm(request, context, verificationForm));
}
