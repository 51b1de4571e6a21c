import { claimForm } from "#server/forms/claim.ts";
import { formJson, handleForm } from "#server/forms/handle-form.ts";

import type { Route } from "./+types/claim-form";

/** The enhanced claim form posts here and gets JSON back. */
export async function action({ request, context }: Route.ActionArgs) {
  return formJson(await handleForm(request, context, claimForm));
}
