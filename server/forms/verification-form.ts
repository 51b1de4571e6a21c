import { verificationForm as texts } from "#app/content/verification.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  licenseRequiredMessages,
  VerificationSchema,
  verificationShape,
  type VerificationInput,
} from "#app/lib/schemas/verification.ts";
import { randomReference } from "#server/submissions/references.ts";
import { submitVerification } from "#server/submissions/verification.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import type { FormHandler } from "./handle-form.ts";

const licenseSides = ["driversLicenseFront", "driversLicenseBack"] as const;

const fileOf = (files: readonly UploadedFile[], side: string) =>
  files.find((file) => file.fieldName === side);

/**
 * The employment verification form (spec calls 2 to 4). `userId` ties the
 * submission to a signed-in customer when the portal's copy of the form
 * posts it; the public page posts without one.
 */
export function verificationFormHandler(
  options: { userId?: string } = {},
): FormHandler<VerificationInput> {
  return {
    rateLimit: { name: "form:verification", limit: 3, windowMs: 10 * 60_000 },
    schema: VerificationSchema,
    shape: verificationShape,
    files: {
      driversLicenseFront: fileRules.driversLicense,
      driversLicenseBack: fileRules.driversLicense,
    },
    // Never echoed back to refill the form, nor kept in the page's HTML.
    secretFields: ["ssn", "ssnConfirm"],
    missingFiles: (files) => {
      const missing: Record<string, string> = {};
      for (const side of licenseSides)
        if (!fileOf(files, side)) missing[side] = licenseRequiredMessages[side];
      return missing;
    },
    failureToast: () => texts.failure(texts.failureReasons.server),
    decoyResult: () => ({
      ok: true,
      reference: randomReference("VER-"),
      toast: texts.success,
    }),
    submit: async (services, input, files, token) => {
      const outcome = await submitVerification(
        services,
        input,
        {
          front: fileOf(files, "driversLicenseFront")!,
          back: fileOf(files, "driversLicenseBack")!,
        },
        { userId: options.userId, clientToken: token },
      );
      return {
        ok: true,
        reference: outcome.reference,
        toast: texts.success,
        // The submission counts; the outbox keeps trying to deliver.
        warning: outcome.emailSent ? undefined : texts.emailWarning,
      };
    },
  };
}

export const verificationForm = verificationFormHandler();
