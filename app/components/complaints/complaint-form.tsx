import { useId } from "react";

import { Field } from "#app/components/forms/field.tsx";
import {
  clearFileInputs,
  FileField,
} from "#app/components/forms/file-field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import {
  SubmittedWithFiles,
  useSubmitted,
} from "#app/components/forms/submission-success.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { pathIn } from "#app/lib/locale.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import { useLocale } from "#app/lib/use-locale.ts";

import type { ComplaintsWords } from "./complaints-words.ts";

/** The form's section on /complaints: where it is answered without JavaScript. */
export const COMPLAINT_FORM_SECTION = "complaint-form";

/**
 * The complaint form (issue 33): a real form posted to the page without
 * JavaScript, enhanced with it (checks as a person goes, upload progress,
 * the toast). Once a complaint is in, a panel with its CP- reference and
 * the files received takes the form's place and focus; the emptied form
 * waits hidden behind it.
 */
export function ComplaintForm({
  initial,
  words: { complaintForm: texts, complaintTopics },
}: {
  initial?: FormResult;
  /** The page's words, in its language. */
  words: Pick<ComplaintsWords, "complaintForm" | "complaintTopics">;
}) {
  const locale = useLocale();
  /** Where the form is answered without JavaScript, and where "Make another complaint" leads. */
  const formHref = `${pathIn("/complaints", locale)}#${COMPLAINT_FORM_SECTION}`;
  const headingId = useId();
  const { submitted, onSuccess, again } = useSubmitted(initial);
  const form = useForm({
    form: "complaint",
    schema: () =>
      import("#app/lib/schemas/complaint.ts").then((m) => m.ComplaintSchema),
    texts,
    files: { documents: { rule: fileRules.complaintDocuments } },
    initial,
    failureToast: texts.failure,
    resetOnSuccess: true,
    onSuccess: (result, element) => {
      onSuccess(result);
      // reset() empties the file input but not the list of chosen files.
      clearFileInputs(element);
    },
  });

  return (
    <>
      {submitted && (
        <SubmittedWithFiles
          submitted={submitted}
          texts={texts}
          headingId={headingId}
          formHref={formHref}
          formSelector={`#${COMPLAINT_FORM_SECTION} form`}
          onAgain={again}
        />
      )}
      <Form
        form={form}
        hidden={submitted !== undefined}
        // Without JavaScript the answer opens at the form, not at the top of the page.
        action={formHref}
        submitClassName="mt-4 border-t border-slate-200 pt-6"
        className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10"
      >
        <PageOutcome
          form={form}
          failure={() => ({ type: "error", ...texts.notSubmitted })}
          className="mb-6"
        >
          <p className="mt-1">{texts.notSubmitted.reattach}</p>
        </PageOutcome>
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <Field {...form.field("fullName")} />
          <Field {...form.field("email")} />
          <Field {...form.field("phone")} />
          <Field
            {...form.field("about")}
            as="select"
            required
            emptyOption={texts.aboutChoice}
            options={complaintTopics}
          />
        </div>
        <Field {...form.field("ourReference")} autoComplete="off" />
        <Field {...form.field("whatHappened")} as="textarea" rows={6} />
        <Field {...form.field("putRight")} as="textarea" rows={4} />
        <div className="pt-2">
          <FileField {...form.fileField("documents")} multiple />
        </div>
      </Form>
    </>
  );
}
