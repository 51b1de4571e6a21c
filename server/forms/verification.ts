import { verificationForm as spanishTexts } from "#app/content/es/verification.ts";
import { verificationForm as englishTexts } from "#app/content/verification.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  VerificationSchema,
  type VerificationInput,
} from "#app/lib/schemas/verification.ts";
import {
  licenseRequiredMessages,
  verificationShape,
} from "#app/lib/schemas/verification-rules.ts";
import { columnContext, encryptText } from "#server/crypto.ts";
import { mailTemplates, mailTemplatesIn } from "#server/mail/templates.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import { formMessages } from "#app/content/forms.ts";
import { requireUser } from "#server/auth/session.ts";
import {
  defineForm,
  type FormDefinition,
  type FormRequest,
} from "./form-definition.ts";
import { submissionToken } from "./receipts.ts";
import { receiveRecord } from "./record-received.ts";
import { randomReference } from "./references.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

const textsIn = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

const licenseSides = ["driversLicenseFront", "driversLicenseBack"] as const;

const fileOf = (files: readonly UploadedFile[], side: string) =>
  files.find((file) => file.fieldName === side);

/**
 * The employment verification form (spec calls 2 to 4), as the public page
 * and the portal's copy share it; the portal's ties the submission to the
 * signed-in customer.
 */
const verificationSteps = {
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
  failureToast: (_error, locale) => {
    const texts = textsIn(locale);
    return texts.failure(texts.failureReasons.server);
  },
  decoyResult: (locale) => ({
    ok: true,
    reference: randomReference("VER-"),
    toast: textsIn(locale).success,
  }),
} satisfies Partial<FormDefinition<VerificationInput>>;

async function verify(
  services: SubmissionServices,
  input: VerificationInput,
  files: readonly UploadedFile[],
  options: { userId?: string; clientToken?: string; locale: Locale },
) {
  const texts = textsIn(options.locale);
  const outcome = await submitVerification(
    services,
    input,
    {
      front: fileOf(files, "driversLicenseFront")!,
      back: fileOf(files, "driversLicenseBack")!,
    },
    options,
  );
  return {
    ok: true as const,
    reference: outcome.reference,
    toast: texts.success,
    // The submission counts; the outbox keeps trying to deliver.
    warning: outcome.emailSent ? undefined : texts.emailWarning,
  };
}

export const verificationForm = defineForm({
  name: "verification",
  page: "/verification",
  endpoint: "/api/forms/verification",
  ...verificationSteps,
  submit: ({ services, input, files, token, locale }) =>
    verify(services, input, files, { clientToken: token, locale }),
});

/**
 * The signed-in customer's copy: only a signed-in customer may post it, and
 * the row records who sent it. Signed out, the page goes to Sign In and the
 * JSON endpoint responds 401 "session expired"; any other failure of the
 * session read (the database away) is not a signed-out session and takes
 * its own path (503).
 */
export const dashboardVerificationForm = defineForm({
  name: "dashboard-verification",
  page: "/dashboard/verification",
  endpoint: "/api/forms/dashboard-verification",
  ...verificationSteps,
  access: async ({ request, context, endpoint }: FormRequest) => {
    try {
      return await requireUser(request, context);
    } catch (refusal) {
      if (!endpoint || !(refusal instanceof Response)) throw refusal;
      throw Response.json(
        {
          ok: false,
          form: "dashboard-verification",
          fieldErrors: {},
          values: {},
          toast: formMessages.sessionExpired,
        },
        { status: 401 },
      );
    }
  },
  submit: ({ services, input, files, token, scope, locale }) =>
    verify(services, input, files, {
      userId: scope.user.id,
      clientToken: token,
      locale,
    }),
});

export interface VerificationOutcome {
  reference: string;
  /** False when the notification could not be sent right away; the outbox keeps retrying. */
  emailSent: boolean;
}

/**
 * Spec calls 2 to 4: both licence images encrypted into the private
 * `home-verification-docs` store, one row in onboarding_responses (SSN, bank
 * name and credit score encrypted and bound to their row, plus the SSN's last
 * four digits) with a VER- reference, then the
 * notification: a note to staff and a confirmation to the applicant, neither
 * carrying SSN, bank, credit score or documents. Delivery is tried at once so
 * the person can be told when it failed; the submission counts either way.
 */
export async function submitVerification(
  services: SubmissionServices,
  input: VerificationInput,
  documents: { front: UploadedFile; back: UploadedFile },
  options: {
    userId?: string;
    clientToken?: string;
    /** The language of the page it was sent from: the applicant's email is in it. */
    locale?: Locale;
  } = {},
): Promise<VerificationOutcome> {
  const locale = options.locale ?? "en";
  const key = services.secrets.dataEncryptionKey;
  const outcome = await submitOnce(services, {
    form: "verification",
    token: submissionToken(options.clientToken, [
      input.firstName,
      input.lastName,
      input.email,
      input.ssn,
      documents.front.sha256,
      documents.back.sha256,
    ]),
    referencePrefix: "VER-",
    bucket: "home-verification-docs",
    files: [documents.front, documents.back],
    write: async (trx, reference, [front, back]) => {
      const id = crypto.randomUUID();
      return receiveRecord(trx, services, "verification", id, {
        insert: (arrival) =>
          trx
            .insertInto("onboarding_responses")
            .values({
              id,
              ...arrival,
              reference,
              user_id: options.userId ?? null,
              first_name: input.firstName,
              last_name: input.lastName,
              email: input.email,
              phone: input.phone,
              phone_carrier: input.phoneCarrier ?? null,
              street_address: input.streetAddress,
              city: input.city,
              state: input.state,
              zip_code: input.zipCode,
              bank_name_encrypted: encryptText(
                input.bankName,
                key,
                columnContext(
                  "onboarding_responses",
                  "bank_name_encrypted",
                  id,
                ),
              ),
              credit_score_encrypted: encryptText(
                String(input.creditScore),
                key,
                columnContext(
                  "onboarding_responses",
                  "credit_score_encrypted",
                  id,
                ),
              ),
              drivers_license_front_url: front!.key,
              drivers_license_back_url: back!.key,
              ssn: encryptText(
                input.ssn,
                key,
                columnContext("onboarding_responses", "ssn", id),
              ),
              ssn_last4: input.ssn.slice(-4),
              selected_positions: JSON.stringify(input.selectedPositions),
              other_position: input.otherPosition ?? null,
              additional_info: input.additionalInfo ?? null,
              locale,
            })
            .execute(),
        mail: [
          {
            kind: "verification.staff",
            to: services.config.staffNotifyEmail,
            ...mailTemplates.verificationStaff({
              ...input,
              reference,
              language: locale,
            }),
          },
          {
            kind: "verification.applicant",
            to: input.email,
            ...mailTemplatesIn(locale).verificationApplicant({
              firstName: input.firstName,
              reference,
            }),
          },
        ],
      });
    },
  });
  if (outcome.duplicate)
    return { reference: outcome.reference, emailSent: true };
  const delivered = await Promise.all(
    outcome.result.map((id) => services.outbox.deliver(id)),
  );
  return { reference: outcome.reference, emailSent: delivered.every(Boolean) };
}
