import { z } from "#app/lib/zod.ts";

import { productLines } from "#app/content/shared.ts";

const required = (label: string) =>
  z.string().trim().min(1, `${label} is required`);

/** Today's date as YYYY-MM-DD in the given time zone (the US insurer's own by default). */
export function todayIn(
  timeZone = "America/New_York",
  now = new Date(),
): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * The claim form (spec sections 2 and 5) plus who files it, so the claimant
 * gets the reference by email and staff can reach them (docs/decisions/0007-claims-store-who-filed-them.md).
 * Supporting documents are checked by fileRules.claimDocuments.
 */
export const ClaimSchema = z.object({
  claimType: z.enum(productLines, "Please choose a claim type").default("auto"),
  policyNumber: required("Policy number").max(
    40,
    "Policy number must be at most 40 characters",
  ),
  incidentDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date of incident is required")
    .refine(
      (date) => date <= todayIn(),
      "Date of incident cannot be in the future",
    ),
  description: required("Incident description").max(
    5000,
    "Description must be at most 5000 characters",
  ),
  claimantName: required("Your name"),
  claimantEmail: z
    .string()
    .trim()
    .pipe(z.email("Please enter a valid email address")),
  claimantPhone: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  agreement: z.literal(true, "Please confirm that the information is accurate"),
});

export type ClaimInput = z.infer<typeof ClaimSchema>;
