import { z } from "#app/lib/zod.ts";

import { productLines } from "#app/content/shared.ts";
import { todayIn } from "#app/lib/today.ts";

import { validationMessages } from "#app/content/validation.ts";

import { formatPolicyNumber } from "./claim-check.ts";
import { usPhoneNumber } from "./phone.ts";

/** What the claim form says to a policy number that is not one (as the check does). */
const POLICY_NUMBER_MESSAGE = validationMessages.policyNumber;

const messages = validationMessages.claim;

/** A trimmed text that may not be empty (its message given), then any further checks. */
const required = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, message), ...checks);

/**
 * The claim form (spec sections 2 and 5) plus who files it, so the claimant
 * gets the reference by email and staff can reach them (docs/decisions/0007-claims-store-who-filed-them.md).
 * Supporting documents are checked by fileRules.claimDocuments.
 */
export const ClaimSchema = z.object({
  claimType: z._default(z.enum(productLines, messages.claimType), "auto"),
  // Stored as the hint writes it, so staff read one form of it.
  policyNumber: z.pipe(
    required(
      messages.policyNumber,
      z.maxLength(20, POLICY_NUMBER_MESSAGE),
      z.refine(
        (value) => value === "" || formatPolicyNumber(value) !== undefined,
        POLICY_NUMBER_MESSAGE,
      ),
    ),
    z.transform((value: string) => formatPolicyNumber(value) ?? value),
  ),
  incidentDate: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, messages.incidentDate),
    z.refine((date) => date <= todayIn(), messages.futureDate),
  ),
  description: required(
    messages.description,
    z.maxLength(5000, messages.descriptionLength),
  ),
  claimantName: required(messages.claimantName),
  claimantEmail: z.pipe(
    z.string().check(z.trim()),
    z.email(validationMessages.email),
  ),
  // Optional, but when given it must be a number we can call.
  claimantPhone: z.pipe(
    z.optional(z.string().check(z.trim(), usPhoneNumber())),
    z.transform((value: string | undefined) => value || undefined),
  ),
  agreement: z.literal(true, messages.agreement),
});

export type ClaimInput = z.infer<typeof ClaimSchema>;
