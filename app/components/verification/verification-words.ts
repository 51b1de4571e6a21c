import type * as english from "#app/content/verification.ts";
import type { Widen } from "#app/content/shared.ts";
import type { ValidationMessages } from "#app/lib/schemas/verification-checks.ts";

/**
 * The words the Employment Verification Form shows, in one language: each
 * page that shows it (app/routes/verification.tsx, its Spanish twin
 * app/routes/es/verification.tsx, the portal's copy) imports its own and
 * hands them down, so a page carries no other language's words (decision
 * 0092). The option lists are in the English lists' order: the form shows
 * these labels and posts the English value at the same position.
 */
export type VerificationWords = Widen<
  Pick<
    typeof english,
    | "phoneCarriers"
    | "usStates"
    | "positionInterests"
    | "otherPositionLabel"
    | "verificationNotice"
    | "verificationSections"
    | "verificationSuccess"
    | "verificationForm"
  >
> & {
  /** The forms' messages in the same language, for the spec's toasts. */
  validationMessages: ValidationMessages;
};
