import { randomUUID } from "node:crypto";

import {
  complaintForm as englishTexts,
  complaintTopicLabel,
} from "#app/content/complaints.ts";
import { complaintForm as spanishTexts } from "#app/content/es/complaints.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import {
  ComplaintSchema,
  type ComplaintInput,
} from "#app/lib/schemas/complaint.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  CONVERSATION_BUCKET,
  insertMessage,
  insertPersonFile,
} from "#server/conversations/conversation.ts";
import { mailTemplates, mailTemplatesIn } from "#server/mail/templates.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import { defineForm } from "./form-definition.ts";
import { receivedWithFiles } from "./files-received.ts";
import { submissionToken } from "./receipts.ts";
import { receiveRecord } from "./record-received.ts";
import { randomReference } from "./references.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

const textsIn = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

/** The complaint form's server step (issue 33; decision 0097): stored, staff told, the person acknowledged with a CP- reference. */
export const complaintForm = defineForm({
  name: "complaint",
  page: "/complaints",
  endpoint: "/api/forms/complaint",
  rateLimit: { name: "form:complaint", limit: 5, windowMs: 10 * 60_000 },
  schema: ComplaintSchema,
  files: { documents: fileRules.complaintDocuments },
  failureToast: (_error, locale) => textsIn(locale).failure,
  // A robot is shown what a person would see, with a reference that leads nowhere.
  decoyResult: (locale) => {
    const reference = randomReference("CP-");
    return { ok: true, reference, toast: textsIn(locale).success(reference) };
  },
  submit: async ({ services, input, files, token, locale }) => {
    const { reference } = await submitComplaint(
      services,
      input,
      files,
      token,
      locale,
    );
    return receivedWithFiles(
      reference,
      textsIn(locale).success(reference),
      files,
    );
  },
});

/**
 * A complaint: a row in complaints with a CP- reference, its clock started
 * and its owner in turn; its documents, if any, as the files of the
 * person's first message on its conversation (stored encrypted in the
 * conversations bucket, decision 0097), so staff download, preview and
 * retention treat them as every conversation file; a note to staff and the
 * acknowledgement to the person, in their language.
 */
export async function submitComplaint(
  services: SubmissionServices,
  input: ComplaintInput,
  documents: readonly UploadedFile[],
  clientToken?: string,
  /** The language of the page it was sent from: the person's emails are in it. */
  locale: Locale = "en",
) {
  return submitOnce(services, {
    form: "complaint",
    token: submissionToken(clientToken, [
      input.about,
      input.email,
      input.whatHappened,
      input.putRight,
      ...documents.map((file) => file.sha256),
    ]),
    referencePrefix: "CP-",
    bucket: CONVERSATION_BUCKET,
    files: documents,
    write: async (trx, reference, stored) => {
      const id = randomUUID();
      const subject = { kind: "complaint", id } as const;
      await receiveRecord(trx, services, "complaint", id, {
        insert: (arrival) =>
          trx
            .insertInto("complaints")
            .values({
              id,
              ...arrival,
              reference,
              full_name: input.fullName,
              email: input.email,
              phone: input.phone ?? null,
              about: input.about,
              our_reference: input.ourReference ?? null,
              what_happened: input.whatHappened,
              put_right: input.putRight,
              locale,
            })
            .execute(),
        // The documents came with the complaint: a message of the person's
        // with no words of its own, carrying them.
        belongings: async ({ created_at }) => {
          if (stored.length === 0) return;
          const messageId = randomUUID();
          await insertMessage(trx, services, {
            id: messageId,
            at: created_at,
            subject,
            author: "person",
            channel: "web",
            authorId: null,
            body: "",
            emailMessageId: null,
          });
          for (const file of stored)
            await insertPersonFile(trx, {
              subject,
              messageId,
              at: created_at,
              requestId: null,
              key: file.key,
              file: file.upload,
            });
        },
        mail: [
          {
            kind: "complaint.staff",
            to: services.config.staffNotifyEmail,
            ...mailTemplates.complaintStaff({
              reference,
              about: complaintTopicLabel(input.about),
              ourReference: input.ourReference,
              fullName: input.fullName,
              email: input.email,
              phone: input.phone,
              fileCount: stored.length,
              language: locale,
            }),
          },
          {
            kind: "complaint.person",
            to: input.email,
            ...mailTemplatesIn(locale).complaintPerson({
              fullName: input.fullName,
              reference,
              files: stored.map((file) => file.upload.fileName),
            }),
          },
        ],
      });
    },
  });
}
