import { z } from "#app/lib/zod.ts";

import type { FormShape } from "#app/lib/forms/form-values.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

import {
  type PhoneCarrier,
  phoneCarriers,
  positionInterests,
  usStateCodes,
} from "#app/content/verification.ts";

/** Under every required field left empty; it makes the form's 'Required Fields Missing'. */
export const REQUIRED_MESSAGE = "This field is required";
const required = () =>
  z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE));
const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;

/** The toasts of spec section 5 for a form that cannot be sent. */
export const verificationMessages = {
  requiredMissing: {
    title: "Required Fields Missing",
    description: "Please fill in all required fields.",
  },
  ssnMismatch: {
    title: "SSN Mismatch",
    description: "Social Security Numbers do not match.",
  },
  positionRequired: {
    title: "Position Required",
    description: "Please select at least one position you're interested in.",
  },
} as const;

/**
 * Under Other's text when Other is ticked but left empty; also a 'Required
 * Fields Missing' when a position is ticked (with nothing ticked at all it is
 * the spec's 'Position Required').
 */
export const OTHER_POSITION_MESSAGE =
  "Please describe the other position you're interested in";

/** Under a licence side with no file chosen; also a 'Required Fields Missing'. */
export const licenseRequiredMessages = {
  driversLicenseFront: "Please upload the front of your driver's license",
  driversLicenseBack: "Please upload the back of your driver's license",
} as const;

/**
 * Which of the spec's toasts a form that cannot be sent gets, checked in the
 * order the spec lists them: missing fields first, then the SSN mismatch,
 * then the position. A field that is filled in but malformed (an email
 * without a domain) only gets its message under the field. Other ticked with
 * its text left empty is a missing field when a position is ticked too; with
 * no position either, no position was given at all: 'Position Required'.
 */
export function verificationProblem(
  errors: Readonly<Record<string, string>>,
): keyof typeof verificationMessages | undefined {
  const positionGiven = !errors.selectedPositions;
  const missing = Object.values(errors).some(
    (message) =>
      message === REQUIRED_MESSAGE ||
      (Object.values(licenseRequiredMessages) as string[]).includes(message) ||
      (message === OTHER_POSITION_MESSAGE && positionGiven),
  );
  if (missing) return "requiredMissing";
  if (errors.ssnConfirm === verificationMessages.ssnMismatch.description)
    return "ssnMismatch";
  if (errors.selectedPositions) return "positionRequired";
  return undefined;
}

/** "123456789" or "123-45-6789" → "123-45-6789" (the mask the field shows). */
/** The spec's toast for a form that cannot be sent (section 5), if one applies. */
export function verificationProblemToast(
  errors: Readonly<Record<string, string>>,
): ToastMessage | undefined {
  const problem = verificationProblem(errors);
  return problem && { type: "error", ...verificationMessages[problem] };
}

export function formatSsn(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)]
    .filter(Boolean)
    .join("-");
}

const verificationFields = z.object({
  firstName: required(),
  lastName: required(),
  email: z.pipe(required(), z.email("Please enter a valid email address")),
  phone: required(),
  phoneCarrier: z.pipe(
    z.optional(z.union([z.enum(phoneCarriers), z.literal("")])),
    z.transform((value: PhoneCarrier | "" | undefined) => value || undefined),
  ),
  streetAddress: required(),
  city: required(),
  state: z.pipe(
    required(),
    z.enum(usStateCodes as [string, ...string[]], "Please choose a state"),
  ),
  zipCode: z.pipe(
    required(),
    z
      .string()
      .check(z.regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit ZIP code")),
  ),
  bankName: required(),
  // An empty box is "required", not "at least 300" (which 0 would give).
  creditScore: z.pipe(
    required(),
    z.coerce
      .number<string>("Credit score must be a number")
      .check(
        z.int("Credit score must be a whole number"),
        z.gte(
          CREDIT_SCORE_MIN,
          `Credit score must be at least ${CREDIT_SCORE_MIN}`,
        ),
        z.lte(
          CREDIT_SCORE_MAX,
          `Credit score must be at most ${CREDIT_SCORE_MAX}`,
        ),
      ),
  ),
  ssn: z.pipe(
    z.pipe(required(), z.transform(formatSsn)),
    z.string().check(z.regex(SSN_PATTERN, "Enter the SSN as ###-##-####")),
  ),
  ssnConfirm: z.pipe(required(), z.transform(formatSsn)),
  selectedPositions: z._default(z.array(z.enum(positionInterests)), []),
  otherSelected: z._default(z.boolean(), false),
  otherPosition: z.optional(z.string().check(z.trim())),
  additionalInfo: z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            5000,
            "Additional information must be at most 5000 characters",
          ),
        ),
    ),
    z.transform((value: string | undefined) => value || undefined),
  ),
});

/**
 * The employment verification form's fields (spec sections 3 and 5). The two
 * licence images are checked by fileRules.driversLicense.
 */
export const VerificationSchema = z.pipe(
  verificationFields.check(
    z.superRefine((form: z.output<typeof verificationFields>, ctx) => {
      if (form.ssn !== form.ssnConfirm) {
        ctx.addIssue({
          code: "custom",
          path: ["ssnConfirm"],
          message: verificationMessages.ssnMismatch.description,
        });
      }
      const other = form.otherSelected ? form.otherPosition : undefined;
      if (form.selectedPositions.length === 0 && !other) {
        ctx.addIssue({
          code: "custom",
          path: ["selectedPositions"],
          message: verificationMessages.positionRequired.description,
        });
      }
      if (form.otherSelected && !form.otherPosition) {
        ctx.addIssue({
          code: "custom",
          path: ["otherPosition"],
          message: OTHER_POSITION_MESSAGE,
        });
      }
    }),
  ),
  // Unchecking Other clears its text (spec section 4).
  z.transform(
    ({
      otherSelected,
      otherPosition,
      ...form
    }: z.output<typeof verificationFields>) => ({
      ...form,
      otherPosition: otherSelected ? otherPosition : undefined,
    }),
  ),
);

export type VerificationInput = z.infer<typeof VerificationSchema>;

/** How the form's fields are read (browser and server): the checkbox list, and Other as true/false. */
export const verificationShape = {
  arrays: ["selectedPositions"],
  booleans: ["otherSelected"],
} as const satisfies FormShape;
