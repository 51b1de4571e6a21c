import { claimStatusForm } from "#server/forms/claim-status.ts";
import { formJson, handleForm } from "#server/forms/handle-form.ts";

import type { Route } from "./+types/claim-status-form";

/** The enhanced "Check a claim" form posts here and gets JSON back. */
export async function action({ request, context }: Route.ActionArgs) {
  return formJson(await handleForm(request, context, claimStatusForm));
}
