import { formMessages } from "#app/content/forms.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";

import { requireUser } from "#server/auth/session.ts";
import { formJson, handleForm } from "#server/forms/handle-form.ts";
import { verificationFormHandler } from "#server/forms/verification.ts";

import type { Route } from "./+types/dashboard-verification-form";

const signedOut: FormResult = {
  ok: false,
  fieldErrors: {},
  values: {},
  toast: formMessages.sessionExpired,
};

/** The signed-in customer's verification form posts here; the row records who sent it. */
export async function action({ request, context }: Route.ActionArgs) {
  let userId: string;
  try {
    userId = (await requireUser(request, context)).user.id;
  } catch {
    return Response.json(signedOut, { status: 401 });
  }
  return formJson(
    await handleForm(request, context, verificationFormHandler({ userId })),
  );
}
