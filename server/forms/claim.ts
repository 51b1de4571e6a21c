import { claimForm as englishTexts, claimTypes } from "#app/content/claims.ts";
import { claimForm as spanishTexts } from "#app/content/es/claims.ts";
import { inLocale, pathIn, type Locale } from "#app/lib/locale.ts";
import { ClaimSchema, type ClaimInput } from "#app/lib/schemas/claim.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import { mailTemplates, mailTemplatesIn } from "#server/mail/templates.ts";
import { CHECK_A_CLAIM_PATH } from "#server/staff/workflow.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import { defineForm } from "./form-definition.ts";
import { receivedWithFiles } from "./files-received.ts";
import { submissionToken } from "./receipts.ts";
import { receiveRecord } from "./record-received.ts";
import { randomReference } from "./references.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

const textsIn = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

/** The claim form's server step (spec sections 2, 4 and 8): a real claim, not a simulation. */
export const claimForm = defineForm({
  name: "claim",
  page: "/file-a-claim",
  endpoint: "/api/forms/claim",
  rateLimit: { name: "form:claim", limit: 5, windowMs: 10 * 60_000 },
  schema: ClaimSchema,
  shape: { booleans: ["agreement"] },
  files: { documents: fileRules.claimDocuments },
  failureToast: (_error, locale) => textsIn(locale).failure,
  // A robot is shown what a person would see, with a reference that leads nowhere.
  decoyResult: (locale) => {
    const reference = randomReference("CL");
    return {
      ok: true,
      reference,
      toast: textsIn(locale).success("auto", reference),
    };
  },
  submit: async ({ services, input, files, token, locale }) => {
    const { reference } = await submitClaim(
      services,
      input,
      files,
      token,
      locale,
    );
    return receivedWithFiles(
      reference,
      textsIn(locale).success(input.claimType, reference),
      files,
    );
  },
});

/**
 * A claim (its call is "not shown" in the spec; here it is real): supporting
 * documents into the private `claims` store, rows in claims and claim_files
 * with a CL reference, a note to staff and the reference to the claimant.
 */
export async function submitClaim(
  services: SubmissionServices,
  input: ClaimInput,
  documents: readonly UploadedFile[],
  clientToken?: string,
  /** The language of the page it was sent from: the claimant's emails are in it. */
  locale: Locale = "en",
) {
  const typeLabel =
    claimTypes.find((type) => type.value === input.claimType)?.label ??
    input.claimType;
  return submitOnce(services, {
    form: "claim",
    token: submissionToken(clientToken, [
      input.claimType,
      input.policyNumber,
      input.incidentDate,
      input.description,
      input.claimantEmail,
      ...documents.map((file) => file.sha256),
    ]),
    referencePrefix: "CL",
    bucket: "claims",
    files: documents,
    write: async (trx, reference, stored) => {
      const claimId = crypto.randomUUID();
      await receiveRecord(trx, services, "claim", claimId, {
        insert: (arrival) =>
          trx
            .insertInto("claims")
            .values({
              id: claimId,
              ...arrival,
              reference,
              claim_type: input.claimType,
              policy_number: input.policyNumber,
              incident_date: input.incidentDate,
              description: input.description,
              claimant_name: input.claimantName,
              claimant_email: input.claimantEmail,
              claimant_phone: input.claimantPhone ?? null,
              status: "submitted",
              locale,
            })
            .execute(),
        belongings: async ({ created_at }) => {
          for (const file of stored) {
            await trx
              .insertInto("claim_files")
              .values({
                id: crypto.randomUUID(),
                created_at,
                claim_id: claimId,
                storage_key: file.key,
                file_name: file.upload.fileName,
                content_type: file.upload.contentType,
                size_bytes: file.upload.size,
              })
              .execute();
          }
        },
        mail: [
          {
            kind: "claim.staff",
            to: services.config.staffNotifyEmail,
            ...mailTemplates.claimStaff({
              ...input,
              claimType: typeLabel,
              reference,
              fileCount: stored.length,
              language: locale,
            }),
          },
          {
            kind: "claim.claimant",
            to: input.claimantEmail,
            ...mailTemplatesIn(locale).claimClaimant({
              claimantName: input.claimantName,
              claimType: input.claimType,
              reference,
              checkUrl: new URL(
                pathIn(CHECK_A_CLAIM_PATH, locale),
                services.config.appUrl,
              ).href,
              files: stored.map((file) => file.upload.fileName),
            }),
          },
        ],
      });
    },
  });
}
