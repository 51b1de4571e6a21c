import { claimForm as texts } from "#app/content/claims.ts";
import { ClaimSchema, type ClaimInput } from "#app/lib/schemas/claim.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import { submitClaim } from "#server/submissions/claim.ts";
import { randomReference } from "#server/submissions/references.ts";
import type { FormHandler } from "./handle-form.ts";

/** The claim form's server step (spec sections 2, 4 and 8): a real claim, not a simulation. */
export const claimForm: FormHandler<ClaimInput> = {
  rateLimit: { name: "form:claim", limit: 5, windowMs: 10 * 60_000 },
  schema: ClaimSchema,
  shape: { booleans: ["agreement"] },
  files: { documents: fileRules.claimDocuments },
  failureToast: () => texts.failure,
  // A robot is shown what a person would see, with a reference that leads nowhere.
  decoyResult: () => {
    const reference = randomReference("CL");
    return { ok: true, reference, toast: texts.success("auto", reference) };
  },
  submit: async (services, input, files, token) => {
    const { reference } = await submitClaim(services, input, files, token);
    return {
      ok: true,
      reference,
      toast: texts.success(input.claimType, reference),
    };
  },
};
