import { z } from "#app/lib/zod.ts";

import { productLines } from "#app/content/shared.ts";
import { todayIn } from "#app/lib/today.ts";

import { formatPolicyNumber, POLICY_NUMBER_MESSAGE } from "./claim-check.ts";
import { usPhoneNumber } from "./phone.ts";

/** A trimmed text that may not be empty, then any further checks. */
const required = (label: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), ...checks);

/**
 * The claim form (spec sections 2 and 5) plus who files it, so the claimant
 * gets the reference by email and staff can reach them (docs/decisions/0007-claims-store-who-filed-them.md).
 * Supporting documents are checked by fileRules.claimDocuments.
 */
export const ClaimSchema = z.object({
  claimType: z._default(
    z.enum(productLines, "Please choose a claim type"),
    "auto",
  ),
  // Stored as the hint writes it, so staff read one form of it.
  policyNumber: z.pipe(
    required(
      "Policy number",
      z.maxLength(20, POLICY_NUMBER_MESSAGE),
      z.refine(
        (value) => value === "" || formatPolicyNumber(value) !== undefined,
        POLICY_NUMBER_MESSAGE,
      ),
    ),
    z.transform((value: string) => formatPolicyNumber(value) ?? value),
  ),
  incidentDate: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "Date of incident is required"),
    z.refine(
      (date) => date <= todayIn(),
      "Date of incident cannot be in the future",
    ),
  ),
  description: required(
    "Incident description",
    z.maxLength(5000, "Description must be at most 5000 characters"),
  ),
  claimantName: required("Your name"),
  claimantEmail: z.pipe(
    z.string().check(z.trim()),
    z.email("Please enter a valid email address"),
  ),
  // Optional, but when given it must be a number we can call.
  claimantPhone: z.pipe(
    z.optional(z.string().check(z.trim(), usPhoneNumber())),
    z.transform((value: string | undefined) => value || undefined),
  ),
  agreement: z.literal(true, "Please confirm that the information is accurate"),
});

export type ClaimInput = z.infer<typeof ClaimSchema>;
