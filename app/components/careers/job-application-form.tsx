import { Link } from "#app/components/ui/site-link.tsx";
import { useState } from "react";

import { Field } from "#app/components/forms/field.tsx";
import { FileField } from "#app/components/forms/file-field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { SubmissionSuccess } from "#app/components/forms/submission-success.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import {
  defaultExperienceLevel,
  experienceLevels as englishLevels,
  jobHref,
} from "#app/content/job-page.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  COVER_LETTER_MAX,
  resumeRequired,
  resumeRequiredToastIn,
} from "#app/lib/schemas/job-application-checks.ts";
import { pathIn } from "#app/lib/locale.ts";
import { useLocale } from "#app/lib/use-locale.ts";

import { CoverLetterField } from "./cover-letter-field";
import type { JobWords } from "./job-words";

const HEADING_ID = "apply-heading";

/**
 * The "Apply for this Position" part of a job page (spec sections 4, 5 and
 * 8): a real multipart form, enhanced when JavaScript runs, replaced by the
 * 'Application Submitted' screen with the APP- reference once it is stored.
 */
export function JobApplicationForm({
  roleId,
  roleTitle,
  initial,
  words,
}: {
  roleId: number;
  /** The role's title in the page's language. */
  roleTitle: string;
  /** The page action's answer when the form was posted without JavaScript. */
  initial?: FormResult;
  /** The page's words (decision 0092). */
  words: Pick<
    JobWords,
    "experienceLevels" | "jobApplicationForm" | "jobPage" | "validationMessages"
  >;
}) {
  const locale = useLocale();
  const {
    experienceLevels,
    jobApplicationForm: texts,
    jobPage,
    validationMessages,
  } = words;
  const [submitted, setSubmitted] = useState<{
    reference: string | undefined;
    here: boolean;
  } | null>(initial?.ok ? { reference: initial.reference, here: false } : null);
  const form = useForm({
    form: "job-application",
    schema: () =>
      import("#app/lib/schemas/job-application.ts").then(
        (m) => m.JobApplicationSchema,
      ),
    texts,
    initial,
    files: {
      resume: {
        rule: fileRules.resume,
        requiredMessage: resumeRequired.description,
      },
    },
    invalidToast: (errors) => resumeRequiredToastIn(errors, validationMessages),
    failureToast: {
      type: "error",
      title: texts.failure.title,
      description: texts.failure.defaultMessage,
    },
    onSuccess: (result) =>
      setSubmitted({ reference: result.reference, here: true }),
  });

  if (submitted)
    return (
      <SubmissionSuccess
        texts={{ ...texts.submitted, text: texts.submitted.text(roleTitle) }}
        reference={submitted.reference}
        headingLevel={2}
        headingId={HEADING_ID}
        focusOnMount={submitted.here}
        region={false}
        action={
          <ButtonLink to={texts.submitted.action.href} variant="outline">
            {texts.submitted.action.label}
          </ButtonLink>
        }
      />
    );

  const failed = form.pageResult && !form.pageResult.ok;
  return (
    <>
      <h2
        id={HEADING_ID}
        className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
      >
        {jobPage.sections.apply}
      </h2>
      <p className="mt-3 text-slate-700">{jobPage.applyIntro}</p>
      <Form
        form={form}
        submitClassName="mt-6"
        // Without JavaScript the answer comes back to the form, not the top of the page.
        action={`${pathIn(jobHref(roleId), locale)}#apply`}
        className="mt-8"
      >
        <PageOutcome form={form} className="mb-6" />
        <p className="mb-4 text-sm text-slate-600">{texts.requiredNote}</p>
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <Field {...form.field("fullName")} />
          <Field {...form.field("email")} />
          <Field {...form.field("phone")} />
          <Field
            {...form.field("experience", defaultExperienceLevel)}
            as="select"
            required
            // The page's words, the English value the schema takes.
            options={englishLevels.map((value, index) => ({
              value,
              label: experienceLevels[index] ?? value,
            }))}
          />
          <Field {...form.field("address")} className="sm:col-span-2" />
          <CoverLetterField
            {...form.field("coverLetter")}
            max={COVER_LETTER_MAX}
            count={texts.characterCount}
          />
          <div className="sm:col-span-2">
            <FileField
              {...form.fileField("resume")}
              hint={failed ? texts.hints.resumeAgain : texts.hints.resume}
            />
          </div>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          {texts.privacyNote.text}{" "}
          <Link
            to={texts.privacyNote.link.href}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {texts.privacyNote.link.label}
          </Link>
          .
        </p>
      </Form>
    </>
  );
}
