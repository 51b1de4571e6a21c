import { z } from "#app/lib/zod.ts";

import {
  type PhoneCarrier,
  phoneCarriers,
  positionInterests,
  usStateCodes,
} from "#app/content/verification.ts";

import { validationMessages } from "#app/content/validation.ts";

import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  formatSsn,
  OTHER_POSITION_MESSAGE,
  REQUIRED_MESSAGE,
  verificationMessages,
} from "./verification-rules.ts";
import { usPhoneNumber } from "./phone.ts";

const required = (...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, REQUIRED_MESSAGE), ...checks);
const messages = validationMessages.verification;
const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

const verificationFields = z.object({
  firstName: required(),
  lastName: required(),
  email: z.pipe(required(), z.email(validationMessages.email)),
  phone: required(usPhoneNumber()),
  phoneCarrier: z.pipe(
    z.optional(z.union([z.enum(phoneCarriers), z.literal("")])),
    z.transform((value: PhoneCarrier | "" | undefined) => value || undefined),
  ),
  streetAddress: required(),
  city: required(),
  state: z.pipe(
    required(),
    z.enum(usStateCodes as [string, ...string[]], messages.state),
  ),
  zipCode: z.pipe(
    required(),
    z.string().check(z.regex(/^\d{5}(-\d{4})?$/, messages.zipCode)),
  ),
  bankName: required(),
  // An empty box is "required", not "at least 300" (which 0 would give).
  creditScore: z.pipe(
    required(),
    z.coerce
      .number<string>(messages.creditScoreNumber)
      .check(
        z.int(messages.creditScoreWhole),
        z.gte(CREDIT_SCORE_MIN, messages.creditScoreMin),
        z.lte(CREDIT_SCORE_MAX, messages.creditScoreMax),
      ),
  ),
  ssn: z.pipe(
    z.pipe(required(), z.transform(formatSsn)),
    z.string().check(z.regex(SSN_PATTERN, messages.ssn)),
  ),
  ssnConfirm: z.pipe(required(), z.transform(formatSsn)),
  selectedPositions: z._default(z.array(z.enum(positionInterests)), []),
  otherSelected: z._default(z.boolean(), false),
  otherPosition: z.optional(z.string().check(z.trim())),
  additionalInfo: z.pipe(
    z.optional(
      z.string().check(z.trim(), z.maxLength(5000, messages.additionalInfo)),
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
