import type { ToastMessage } from "#app/lib/toast-message.ts";
import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import type { FormRequest } from "#server/forms/form-definition.ts";

/**
 * What every back office form on `page` shares: who may post it (`access`
 * throws otherwise), responses never cached, and a failure told in staff's
 * words.
 */
export const staffFormPage = <Scope>(
  page: string,
  access: (request: FormRequest) => Promise<Scope>,
  failure: ToastMessage,
) => ({
  page,
  access,
  headers: { "Cache-Control": PRIVATE_NO_STORE },
  failureToast: () => failure,
});
