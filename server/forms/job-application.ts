import { data } from "react-router";

import type { ToastMessage } from "#app/lib/toast-message.ts";
import { jobApplicationForm as spanishTexts } from "#app/content/es/job-page.ts";
import { roles as spanishRoles } from "#app/content/es/roles.ts";
import { jobApplicationForm as englishTexts } from "#app/content/job-page.ts";
import { inLocale, localeOfPath, type Locale } from "#app/lib/locale.ts";
import { roleFromParam, roles as englishRoles } from "#app/content/roles.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  JobApplicationSchema,
  type JobApplicationInput,
} from "#app/lib/schemas/job-application.ts";
import {
  resumeRequired,
  resumeRequiredToast,
} from "#app/lib/schemas/job-application-rules.ts";
import { mailTemplates, mailTemplatesIn } from "#server/mail/templates.ts";
import type { Storage } from "#server/storage/storage.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import { defineForm, type FormRequest } from "./form-definition.ts";
import { formJson } from "./handle-form.ts";
import { submissionToken } from "./receipts.ts";
import { receiveRecord } from "./record-received.ts";
import { randomReference } from "./references.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

const textsIn = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

/** The resume could not be put into storage (spec: 'Failed to upload resume: {message}'). */
class ResumeUploadFailed extends Error {
  override name = "ResumeUploadFailed";
}
/** The application could not be written (spec: 'Failed to submit application: {message}'). */
class ApplicationInsertFailed extends Error {
  override name = "ApplicationInsertFailed";
}

/**
 * The job application form, posted for one role of the list (spec calls 5
 * and 6). A role that is not in the list is the page's 404; the JSON
 * endpoint says so in the form's toast. Either way its body is never read.
 */
export const jobApplicationForm = defineForm({
  name: "job-application",
  page: "/job/:roleId",
  endpoint: "/api/forms/job-application/:roleId",
  access: async ({ params, endpoint, request }: FormRequest) => {
    const role = roleFromParam(params?.roleId);
    if (role) return { role, roleId: Number(params?.roleId) };
    throw endpoint
      ? formJson({
          status: 404,
          // The body was not read; closing the connection stops an upload in flight.
          headers: { Connection: "close" },
          result: {
            ok: false,
            fieldErrors: {},
            values: {},
            toast: textsIn(localeOfPath(new URL(request.url).pathname))
              .unknownRole,
          },
        })
      : data(null, { status: 404 });
  },
  rateLimit: {
    name: "form:job-application",
    limit: 5,
    windowMs: 10 * 60_000,
  },
  schema: JobApplicationSchema,
  files: { resume: fileRules.resume },
  missingFiles: (files): Record<string, string> =>
    files.some((file) => file.fieldName === "resume")
      ? {}
      : { resume: resumeRequired.description },
  // The browser says 'Resume Required' before sending; the server says it too.
  invalidToast: resumeRequiredToast,
  failureToast: (error, locale) => failureToast(error, textsIn(locale)),
  decoyResult: (locale) => ({
    ok: true,
    reference: randomReference("APP-"),
    toast: textsIn(locale).success,
  }),
  submit: async ({
    services,
    input,
    files,
    token,
    scope: { role, roleId },
    locale,
  }) => {
    const resume = files.find((file) => file.fieldName === "resume");
    if (!resume) throw new Error("The resume is missing");
    try {
      const outcome = await submitJobApplication(
        { ...services, storage: reportingUploadFailures(services.storage) },
        { ...input, roleId, roleTitle: role.title },
        resume,
        token,
        locale,
      );
      return {
        ok: true,
        reference: outcome.reference,
        toast: textsIn(locale).success,
      };
    } catch (error) {
      if (error instanceof ResumeUploadFailed) throw error;
      throw new ApplicationInsertFailed("The application was not stored", {
        cause: error,
      });
    }
  },
});

/**
 * Spec calls 5 and 6: the resume into the private `resumes` store and a row in
 * job_applications with an APP- reference; a confirmation to the applicant and
 * a note to staff.
 */
export async function submitJobApplication(
  services: SubmissionServices,
  input: JobApplicationInput & { roleId: number; roleTitle: string },
  resume: UploadedFile,
  clientToken?: string,
  /** The language of the page it was sent from: the applicant's emails are in it. */
  locale: Locale = "en",
) {
  // Staff read the role's English title; the applicant, the one they applied under.
  const titles = inLocale({ en: englishRoles, es: spanishRoles }, locale);
  const roleTitle = titles[input.roleId]?.title ?? input.roleTitle;
  return submitOnce(services, {
    form: "job-application",
    token: submissionToken(clientToken, [
      String(input.roleId),
      input.fullName,
      input.email,
      input.phone,
      input.address,
      input.experience,
      input.coverLetter,
      resume.sha256,
    ]),
    referencePrefix: "APP-",
    bucket: "resumes",
    files: [resume],
    write: async (trx, reference, [stored]) => {
      const id = crypto.randomUUID();
      await receiveRecord(trx, services, "application", id, {
        insert: (arrival) =>
          trx
            .insertInto("job_applications")
            .values({
              id,
              ...arrival,
              reference,
              full_name: input.fullName,
              email: input.email,
              phone: input.phone,
              address: input.address,
              resume: stored!.key,
              resume_file_name: resume.fileName,
              cover_letter: input.coverLetter ?? null,
              experience: input.experience,
              role_id: input.roleId,
              role_title: input.roleTitle,
              locale,
            })
            .execute(),
        mail: [
          {
            kind: "application.applicant",
            to: input.email,
            ...mailTemplatesIn(locale).applicationApplicant({
              ...input,
              roleTitle,
              reference,
            }),
          },
          {
            kind: "application.staff",
            to: services.config.staffNotifyEmail,
            ...mailTemplates.applicationStaff({
              ...input,
              reference,
              language: locale,
            }),
          },
        ],
      });
    },
  });
}

/** Which step failed decides the spec's message; the error's own text stays in the log. */
function failureToast(
  error: unknown,
  texts: ReturnType<typeof textsIn>,
): ToastMessage {
  const { failure } = texts;
  const description =
    error instanceof ResumeUploadFailed
      ? failure.resumeUpload(failure.storageUnavailable)
      : error instanceof ApplicationInsertFailed
        ? failure.insert(failure.databaseUnavailable)
        : failure.defaultMessage;
  return { type: "error", title: failure.title, description };
}

/** The same storage, its put failures marked as the resume upload's. */
function reportingUploadFailures(storage: Storage): Storage {
  return {
    put: async (bucket, key, body, options) => {
      try {
        return await storage.put(bucket, key, body, options);
      } catch (error) {
        throw new ResumeUploadFailed("The resume was not stored", {
          cause: error,
        });
      }
    },
    get: (bucket, key) => storage.get(bucket, key),
    delete: (bucket, key) => storage.delete(bucket, key),
    list: (bucket) => storage.list(bucket),
  };
}
