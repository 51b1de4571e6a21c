import { Field } from "#app/components/forms/field.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { intlLocale, type Locale } from "#app/lib/locale.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import {
  CLAIM_CHECK_FORM,
  claimCheckPageAction,
  type ClaimStatusReport,
} from "#app/lib/schemas/claim-check.ts";

import type { FileAClaimWords } from "./file-a-claim-words.ts";

/** The check's words, in the page's language. */
type CheckWords = Pick<FileAClaimWords, "claimCheck" | "claimOutcomeText">;

/**
 * "Check a claim" (issue 10): a claim's reference and policy number give its
 * status and dated history. Posted to the page without JavaScript, to its
 * JSON endpoint with it; either way the answer is written below the form (a
 * status panel, or an alert for a wrong pair), not toasted.
 */
export function ClaimCheck({
  initial,
  words,
}: {
  initial?: FormResult;
  words: CheckWords;
}) {
  const locale = useLocale();
  const { claimCheck: texts } = words;
  const form = useForm({
    form: CLAIM_CHECK_FORM,
    schema: () =>
      import("#app/lib/schemas/claim-status.ts").then(
        (m) => m.ClaimStatusSchema,
      ),
    texts,
    initial,
    failureToast: texts.failure,
    outcomeOnPage: true,
  });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10">
      <Form
        form={form}
        action={claimCheckPageAction(locale)}
        className="grid gap-x-6 gap-y-3 sm:grid-cols-2"
        submitClassName="sm:col-span-2"
      >
        <Field {...form.field("reference")} autoComplete="off" />
        <Field {...form.field("policyNumber")} autoComplete="off" />
      </Form>
      <ClaimCheckResult answer={form.result} words={words} />
    </div>
  );
}

function ClaimCheckResult({
  answer,
  words,
}: {
  answer: FormResult | undefined;
  words: CheckWords;
}) {
  if (answer?.ok && answer.claimStatus)
    return <ClaimStatus report={answer.claimStatus} words={words} />;
  if (answer && !answer.ok && answer.toast)
    return <FormOutcome message={answer.toast} className="mt-6" />;
  return null;
}

/** The claim's status, what it is and when it came in, then each step with its date. */
function ClaimStatus({
  report,
  words,
}: {
  report: ClaimStatusReport;
  words: CheckWords;
}) {
  const locale = useLocale();
  const { claimCheck: texts } = words;
  return (
    <FormOutcome
      className="mt-6"
      message={{
        type: "success",
        title: texts.result.title(report.status),
        description: texts.result.summary(
          report.reference,
          report.claimType,
          claimDate(report.submittedAt, locale),
        ),
      }}
    >
      {report.outcome && (
        <ClaimOutcome outcome={report.outcome} texts={words.claimOutcomeText} />
      )}
      <h3 className="mt-3 font-semibold">{texts.result.historyHeading}</h3>
      <ol className="mt-1 list-inside list-decimal space-y-1">
        {report.history.map((step, index) => (
          <li key={index}>
            <time dateTime={step.at}>{claimDate(step.at, locale)}</time>:{" "}
            {step.status}
          </li>
        ))}
      </ol>
    </FormOutcome>
  );
}

/** How a resolved claim ended: what it means, and for a denial why and how to appeal. */
function ClaimOutcome({
  outcome,
  texts: outcomeTexts,
}: {
  outcome: NonNullable<ClaimStatusReport["outcome"]>;
  texts: CheckWords["claimOutcomeText"];
}) {
  return (
    <>
      <p className="mt-3">{outcome.summary}</p>
      {outcome.reason && (
        <>
          <h3 className="mt-3 font-semibold">{outcomeTexts.reasonHeading}</h3>
          <p className="mt-1 whitespace-pre-line">{outcome.reason}</p>
        </>
      )}
      {outcome.appeal && (
        <>
          <h3 className="mt-3 font-semibold">{outcomeTexts.appealHeading}</h3>
          <p className="mt-1">{outcome.appeal}</p>
        </>
      )}
    </>
  );
}

/**
 * "November 23, 2026" ("23 de noviembre de 2026"), in the insurer's own time
 * zone: the page rendered by the server (without JavaScript) and the browser
 * write the same day.
 */
function claimDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  }).format(new Date(iso));
}
