import { data } from "react-router";

import { formJson, handleForm } from "#server/forms/handle-form.ts";
import { endpointFormOf } from "#server/forms/registry.ts";

import type { Route } from "./+types/forms";

/**
 * The JSON endpoints of the enhanced forms: each form's definition names
 * its own (server/forms/registry.ts); without JavaScript the pages' own
 * actions answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const found = endpointFormOf(new URL(request.url).pathname);
  if (!found) throw data(null, { status: 404 });
  return formJson(
    await handleForm(
      { request, context, params: found.params, endpoint: true },
      found.form,
    ),
  );
}
