import {
  applyForJob,
  unknownRoleAnswer,
} from "#server/forms/job-application.ts";
import { formJson } from "#server/forms/handle-form.ts";

import type { Route } from "./+types/job-application-form";

/** The enhanced job application form posts here and gets JSON back. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const answer = await applyForJob(request, context, params.roleId);
  return formJson(answer ?? unknownRoleAnswer());
}
