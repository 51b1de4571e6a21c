import { useId } from "react";

import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import {
  FormOutcome,
  PageOutcome,
} from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { saveEstimate as englishTexts } from "#app/content/quote-requests.ts";
import { saveEstimate as spanishTexts } from "#app/content/es/quote-requests.ts";
import type { ProductLine } from "#app/content/shared.ts";
import type { Answers } from "#app/lib/estimate/types.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { pathIn } from "#app/lib/locale.ts";
import { ADD_TO_FIELD, SAVE_ESTIMATE_PATH } from "#app/lib/quote-paths.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/** The answers, the line and the plan, carried as hidden fields to the save form's page. */
function Carried({
  line,
  plan,
  answers,
  addTo,
}: {
  line: ProductLine;
  plan?: string;
  answers: Answers;
  addTo?: string;
}) {
  return (
    <>
      <input type="hidden" name="line" value={line} />
      {plan && <input type="hidden" name="plan" value={plan} />}
      {addTo && <input type="hidden" name={ADD_TO_FIELD} value={addTo} />}
      {Object.entries(answers).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * What a visitor may do with an estimate (decision 0060), under it on
 * /quote/:line: save it (an email for the link is optional) or, when the
 * page was opened from a saved estimate's "Add another line"
 * (`/quote/saved/<token>/add/<line>`), add it to that one; and ask for an
 * agent. Both post to /quote/save, which estimates the answers again and
 * redirects. The token to add to rides in the posted body (`addTo`, from
 * the page's path), never in an address's query. Business cover, which
 * has no price, shows only the request for an agent (`agentOnly`).
 */
export function QuoteNextSteps({
  line,
  plan,
  answers,
  agentOnly = false,
  addTo,
  saveAnswer,
}: {
  line: ProductLine;
  plan?: string;
  answers: Answers;
  agentOnly?: boolean;
  addTo?: string;
  /** /quote/save's answer to a save it refused (posted without JavaScript). */
  saveAnswer?: FormResult;
}) {
  const headingId = useId();
  const carried = { line, plan, answers, addTo };
  // A Spanish page saves through /es/quote/save: the saved page and its email follow.
  const locale = useLocale();
  const texts = locale === "es" ? spanishTexts : englishTexts;
  const saveAction = pathIn(SAVE_ESTIMATE_PATH, locale);
  // A refused post of "Ask for an Agent" (the rate limit) is told under its own button.
  const agentRefused =
    saveAnswer && !saveAnswer.ok && saveAnswer.values.next === "agent"
      ? saveAnswer
      : undefined;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {!agentOnly && (
        <section
          aria-labelledby={`${headingId}-heading`}
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2
            id={`${headingId}-heading`}
            className="text-xl font-bold text-brand-900"
          >
            {texts.heading}
          </h2>
          <p className="mt-2 text-slate-700">{texts.intro}</p>
          <SaveForm
            action={saveAction}
            carried={carried}
            initial={agentRefused ? undefined : saveAnswer}
          />
        </section>
      )}
      <section
        aria-labelledby={`${headingId}-agent`}
        className="rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2
          id={`${headingId}-agent`}
          className="text-xl font-bold text-brand-900"
        >
          {texts.agent.heading}
        </h2>
        <p className="mt-2 text-slate-700">{texts.agent.intro}</p>
        {agentRefused?.toast && (
          <FormOutcome message={agentRefused.toast} className="mt-4" />
        )}
        <form method="post" action={saveAction} className="mt-4">
          <Carried {...carried} />
          <input type="hidden" name="next" value="agent" />
          <button type="submit" className={buttonClasses("outline")}>
            {texts.agent.submitLabel}
          </button>
        </form>
      </section>
    </div>
  );
}

/**
 * The save form: the optional email, checked as every form of the site
 * checks its fields. Without JavaScript the browser checks the address's
 * shape and /quote/save answers a refusal with the estimate's page again,
 * the error at the field (`initial`); with it, the form's own schema
 * checks it in the page's language, with no browser bubble, before the
 * post, whose answer is the saved estimate's page.
 */
function SaveForm({
  action,
  carried,
  initial,
}: {
  action: string;
  carried: React.ComponentProps<typeof Carried>;
  initial: FormResult | undefined;
}) {
  const texts = useLocale() === "es" ? spanishTexts : englishTexts;
  const form = useForm({
    form: "quote-save",
    schema: () =>
      import("#app/lib/schemas/quote-request.ts").then(
        (m) => m.SaveEstimateSchema,
      ),
    texts: {
      labels: { email: texts.labels.email },
      hints: texts.hints,
      submitLabel: carried.addTo ? texts.addTo : texts.submitLabel,
      submittingLabel: texts.submittingLabel,
    },
    initial,
    failureToast: texts.failure,
  });
  // The page sent back without JavaScript: no script is there to move the
  // focus to the field to put right, so the browser does (as the error
  // summary does on the other forms).
  const refused = Boolean(initial && !initial.ok && initial.fieldErrors.email);
  return (
    <Form form={form} action={action} className="mt-4" submitClassName="mt-4">
      <PageOutcome form={form} className="mb-4" />
      <Carried {...carried} />
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Field {...form.field("email")} type="email" autoFocus={refused} />
    </Form>
  );
}
