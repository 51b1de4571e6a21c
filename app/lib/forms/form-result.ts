import type { ToastMessage } from "#app/lib/toast-message.ts";

/** What a form's server step answers, to the page (JavaScript off) and to the enhanced form alike. */
export type FormResult =
  | {
      ok: false;
      /** Field name → message, shown under the field. */
      fieldErrors: Record<string, string>;
      /** What the person typed, so a page rendered without JavaScript keeps it. Never SSNs. */
      values: Record<string, string | string[]>;
      toast?: ToastMessage;
    }
  | {
      ok: true;
      reference?: string;
      toast?: ToastMessage;
      /** A second, cautionary toast (e.g. the notification email could not be sent yet). */
      warning?: ToastMessage;
    };

/** Field name → first message, from a zod error's issues. */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "form");
    errors[name] ??= issue.message;
  }
  return errors;
}
