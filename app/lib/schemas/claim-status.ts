import { z } from "#app/lib/zod.ts";

import { validationMessages } from "#app/content/validation.ts";
import { CLAIM_REFERENCE } from "#app/lib/references.ts";

import { formatPolicyNumber, normaliseReference } from "./claim-check.ts";

/** What the check says to a policy number that is not one (as the claim form does). */
const POLICY_NUMBER_MESSAGE = validationMessages.policyNumber;

/**
 * The "Check a claim" form: the claim's reference and the policy number
 * given with it. A reference that cannot be one (CL and six digits, or
 * twelve: app/lib/references.ts) is refused as typed; whether a claim
 * exists is never said by the schema.
 */
export const ClaimStatusSchema = z.object({
  reference: z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, validationMessages.claimCheck.reference),
          z.maxLength(20, validationMessages.claimCheck.referenceShape),
        ),
      z.transform(normaliseReference),
    ),
    z
      .string()
      .check(
        z.regex(CLAIM_REFERENCE, validationMessages.claimCheck.referenceShape),
      ),
  ),
  policyNumber: z.string().check(
    z.trim(),
    z.minLength(1, validationMessages.claim.policyNumber),
    z.maxLength(20, POLICY_NUMBER_MESSAGE),
    z.refine(
      (value) => value === "" || formatPolicyNumber(value) !== undefined,
      POLICY_NUMBER_MESSAGE,
    ),
  ),
});

export type ClaimStatusInput = z.infer<typeof ClaimStatusSchema>;
