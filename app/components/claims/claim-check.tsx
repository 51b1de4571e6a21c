import { Field } from "#app/components/forms/field.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { intlLocale, type Locale } from "#app/lib/locale.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import {
  CLAIM_CHECK_FORM,
  CLAIM_LINK_FORM,
  claimCheckPageAction,
  type ClaimStatusReport,
} from "#app/lib/schemas/claim-check.ts";
import { Icon } from "#app/components/ui/icon.tsx";

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
  // Without JavaScript, "Email me a secure link" comes back to this page
  // with its own answer, written where its button was.
  const linkAnswer = initial?.form === CLAIM_LINK_FORM ? initial : undefined;
  const form = useForm({
    form: CLAIM_CHECK_FORM,
    schema: () =>
      import("#app/lib/schemas/claim-status.ts").then(
        (m) => m.ClaimStatusSchema,
      ),
    texts,
    initial: linkAnswer ? undefined : initial,
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
      {linkAnswer?.toast && (
        <FormOutcome message={linkAnswer.toast} className="mt-6" />
      )}
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

/**
 * The claim's status, what it is and when it came in, then each step with
 * its date. A claim that waits on the claimant, or has documents asked of
 * them, is not a success to read: it says what is needed and how to send
 * it, with a new link by email to the claim's own address.
 */
function ClaimStatus({
  report,
  words,
}: {
  report: ClaimStatusReport;
  words: CheckWords;
}) {
  const locale = useLocale();
  const { claimCheck: texts } = words;
  const title = texts.result.title(report.status);
  const summary = texts.result.summary(
    report.reference,
    report.claimType,
    claimDate(report.submittedAt, locale),
  );
  const details = (
    <>
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
    </>
  );
  if (!report.waiting && report.requests.length === 0)
    return (
      <FormOutcome
        className="mt-6"
        message={{ type: "success", title, description: summary }}
      >
        {details}
      </FormOutcome>
    );
  return (
    <div
      data-claim-asks
      className="mt-6 flex gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Icon name="clipboard-list" size={20} className="mt-0.5 shrink-0" />
      <div className="min-w-0">
        {/* The status and what is asked are read out when they appear; the
            link's form after them is not part of the announcement. */}
        <div role="status">
          <p className="font-semibold">{title}</p>
          <p className="mt-1">{summary}</p>
          <h3 className="mt-3 font-semibold">{texts.result.needsHeading}</h3>
          {report.requests.length > 0 ? (
            <>
              <p className="mt-1">{texts.result.requestsIntro}</p>
              <ul className="mt-1 list-inside list-disc space-y-1">
                {report.requests.map((label, index) => (
                  <li key={index} className="break-words">
                    {label}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1">{texts.result.waitingMessage}</p>
          )}
          <p className="mt-2">{texts.result.howToSend}</p>
        </div>
        <ClaimLinkForm report={report} texts={texts} />
        {details}
      </div>
    </div>
  );
}

/**
 * "Email me a secure link": posts the pair just checked again; the answer,
 * the same whatever happened, is written under the button.
 */
function ClaimLinkForm({
  report,
  texts,
}: {
  report: ClaimStatusReport;
  texts: CheckWords["claimCheck"];
}) {
  const locale = useLocale();
  const form = useForm({
    form: CLAIM_LINK_FORM,
    schema: () =>
      import("#app/lib/schemas/claim-status.ts").then(
        (m) => m.ClaimStatusSchema,
      ),
    texts: {
      labels: texts.labels,
      submitLabel: texts.link.submitLabel,
      submittingLabel: texts.link.submittingLabel,
    },
    failureToast: texts.failure,
    outcomeOnPage: true,
  });
  const answer = form.result;
  return (
    <>
      <Form
        form={form}
        intent={CLAIM_LINK_FORM}
        action={claimCheckPageAction(locale)}
        className="mt-3"
      >
        <input type="hidden" name="reference" value={report.reference} />
        <input type="hidden" name="policyNumber" value={report.policyNumber} />
      </Form>
      {answer?.toast && <FormOutcome message={answer.toast} className="mt-3" />}
    </>
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
