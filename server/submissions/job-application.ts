import type { JobApplicationInput } from "#app/lib/schemas/job-application.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplates } from "#server/mail/templates.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import { submissionToken } from "./receipts.ts";
import { submitOnce, type SubmissionServices } from "./submit-once.ts";

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
) {
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
      resume.bytes,
    ]),
    referencePrefix: "APP-",
    bucket: "resumes",
    files: [resume],
    write: async (trx, reference, [stored]) => {
      await trx
        .insertInto("job_applications")
        .values({
          id: crypto.randomUUID(),
          created_at: new Date().toISOString(),
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
        })
        .execute();
      await enqueueMail(trx, {
        kind: "application.applicant",
        to: input.email,
        ...mailTemplates.applicationApplicant({ ...input, reference }),
      });
      await enqueueMail(trx, {
        kind: "application.staff",
        to: services.config.staffNotifyEmail,
        ...mailTemplates.applicationStaff({ ...input, reference }),
      });
    },
  });
}
