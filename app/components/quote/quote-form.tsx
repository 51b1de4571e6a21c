import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { QuoteNextSteps } from "#app/components/quote-requests/quote-next-steps.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import type { Plan } from "#app/content/product-pages.ts";
import { quotePage as englishTexts } from "#app/content/quote.ts";
import { quotePage as spanishTexts } from "#app/content/es/quote.ts";
import type { ProductLine } from "#app/content/shared.ts";
import type { FieldErrors, FormResult } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import type { EstimateWords } from "#app/lib/estimate/estimate-words.ts";
import type { Answers, Estimate, Question } from "#app/lib/estimate/types.ts";
import type { Locale } from "#app/lib/locale.ts";
import { PLAN_FIELD } from "#app/lib/quote-link.ts";
import { useLocale } from "#app/lib/use-locale.ts";

import { EstimateResult, EstimateSection } from "./estimate-result.tsx";
import { QuestionField } from "./question-field.tsx";

/**
 * The engine, fetched when the visitor first answers: the page's first load
 * carries none of the table. On a Spanish page, with the table of Spanish
 * messages its English checks are shown through, and the way to say its
 * factors in Spanish.
 */
const loadEngine = async (locale: Locale) => {
  const [answers, words, translate] = await Promise.all([
    import("#app/lib/estimate/quote-answers.ts"),
    import("#app/lib/estimate/estimate-words.ts"),
    locale === "es"
      ? import("#app/lib/forms/spanish-messages.ts").then(
          (module) => module.inSpanish,
        )
      : undefined,
  ]);
  return { ...answers, ...words, translate };
};
type Engine = Awaited<ReturnType<typeof loadEngine>>;

/**
 * A line's questions and its estimate. Without scripts the form posts to
 * the page, whose action answers with the estimate and the answers kept.
 * With them, the same engine runs here: the estimate follows each answer as
 * it is made (a field's `change`, not every keystroke, so a ZIP code half
 * typed does not blank the price), and the button checks every answer and
 * moves to the estimate, with no request at all.
 */
export function QuoteForm({
  line,
  plan,
  defaults,
  planQuestion,
  questions,
  plans,
  addTo,
  words,
  initial,
  saveAnswer,
  action,
}: {
  line: ProductLine;
  /** The plan a quote button named, where the line asks no plan question. */
  plan: string | undefined;
  /** Answers the page starts with (the plan a quote button named, where the line asks one). */
  defaults: Answers;
  /** The question whose answer names a plan, where the line asks one. */
  planQuestion: string | undefined;
  questions: readonly Question[];
  plans: readonly Plan[];
  /** The token of the saved estimate this line is added to (the page's `/quote/saved/<token>/add/<line>`), if any. */
  addTo: string | undefined;
  /** On a Spanish page, the words its estimate is said with (English: the engine's own). */
  words?: EstimateWords;
  /** The page action's answer, when the form was posted without scripts. */
  initial: FormResult | undefined;
  /** /quote/save's answer to a save it refused, for the save form under the estimate. */
  saveAnswer?: FormResult;
  /** Where the answers are posted without scripts, when not to this page (see EstimatePage). */
  action?: string;
}) {
  const formName = `quote-${line}`;
  const answered = initial?.form === formName ? initial : undefined;
  const [errors, setErrors] = useState<FieldErrors>(
    answered && !answered.ok ? answered.fieldErrors : {},
  );
  const [estimate, setEstimate] = useState<Estimate | undefined>(
    answered?.ok ? answered.quote?.estimate : undefined,
  );
  /** The answers of a complete, valid form: what the next steps carry. */
  const [complete, setComplete] = useState<Answers | undefined>(
    answered?.ok ? answered.quote?.answers : undefined,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const engine = useRef<Promise<Engine>>(undefined);
  const { pathname, search } = useLocation();
  const priced = line !== "business";
  const locale = useLocale();
  const texts = locale === "es" ? spanishTexts : englishTexts;

  const engineLoaded = () => {
    engine.current ??= loadEngine(locale).catch((error: unknown) => {
      engine.current = undefined;
      throw error;
    });
    return engine.current;
  };

  /** What the form holds now, checked: the errors of every question, and the estimate when there are none. */
  async function evaluate(form: HTMLFormElement) {
    const {
      answersOf,
      checkQuoteAnswers,
      quoteEstimate,
      estimateInWords,
      translate,
    } = await engineLoaded();
    const data = new FormData(form);
    const answers = answersOf(line, (name) => data.get(name));
    // The engine checks in English; a Spanish page shows its messages in Spanish.
    const checked = checkQuoteAnswers(line, answers);
    const found = translate ? translate(checked) : checked;
    const valid = Object.keys(found).length === 0;
    const estimate = valid ? quoteEstimate(line, answers, plan) : undefined;
    return {
      answers,
      found,
      estimate:
        estimate && words
          ? estimateInWords(estimate, answers, words)
          : estimate,
      valid,
    };
  }

  // A native `change` (a choice made, a field left after typing), not React's per-keystroke one.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.noValidate = true;
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      evaluate(form)
        .then(({ answers, found, estimate: next, valid }) => {
          // The field just answered is checked; an empty one is no mistake yet.
          setErrors((current) => {
            const { [target.name]: _old, ...others } = current;
            const message =
              answers[target.name] === "" ? undefined : found[target.name];
            const kept = Object.fromEntries(
              Object.entries(others).filter(([name]) => found[name]),
            );
            return message ? { ...kept, [target.name]: message } : kept;
          });
          setEstimate(next);
          setComplete(valid ? answers : undefined);
        })
        // Not fetched (offline): the button still posts the form.
        .catch(() => undefined);
    };
    form.addEventListener("change", onChange);
    return () => form.removeEventListener("change", onChange);
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let outcome: Awaited<ReturnType<typeof evaluate>>;
    try {
      outcome = await evaluate(form);
    } catch {
      // Without the engine, the page's action answers.
      form.submit();
      return;
    }
    setErrors(outcome.found);
    setEstimate(outcome.estimate);
    setComplete(outcome.valid ? outcome.answers : undefined);
    if (!outcome.valid) {
      focusFirstError(form, outcome.found);
      return;
    }
    // After the render that shows it.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  const values = answered
    ? answered.ok
      ? answered.quote?.answers
      : answered.values
    : undefined;
  const valueOf = (name: string) => {
    const value = values ? values[name] : defaults[name];
    return typeof value === "string" ? value : undefined;
  };
  const failed = answered && !answered.ok ? answered.toast : undefined;
  // Saving, adding to a saved estimate, an agent: decision 0060's. They
  // carry the answers, so they appear once the answers are complete.
  const nextSteps = complete && (
    <div className="mt-8">
      <QuoteNextSteps
        line={line}
        plan={plan}
        answers={complete}
        agentOnly={!priced}
        addTo={addTo}
        saveAnswer={saveAnswer}
      />
    </div>
  );

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-5">
      <form
        ref={formRef}
        method="post"
        // Without scripts, the answer is the page again: its estimate in view.
        action={action ?? `${pathname}${search}#estimate`}
        onSubmit={onSubmit}
        aria-labelledby="answers-heading"
        className="space-y-2 self-start rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
      >
        <h2 id="answers-heading" className="text-2xl font-bold text-brand-900">
          {texts.answers.heading}
        </h2>
        <p className="pb-2 text-sm text-slate-600">
          {texts.answers.requiredNote}
        </p>
        {failed && <FormOutcome message={failed} className="mb-4" />}
        <input type="hidden" name={INTENT_FIELD} value={formName} />
        {plan && <input type="hidden" name={PLAN_FIELD} value={plan} />}
        {questions.map((question) => (
          <QuestionField
            key={question.name}
            question={question}
            defaultValue={valueOf(question.name)}
            error={errors[question.name]}
          />
        ))}
        <SubmitButton
          busy={false}
          label={texts.answers.submitLabel(line)}
          busyLabel={texts.answers.submitLabel(line)}
          className="pt-2"
        />
      </form>
      <div className="lg:col-span-3">
        {priced ? (
          <EstimateResult
            line={line}
            estimate={estimate}
            plans={plans}
            planNames={words?.planNames}
            chosen={Boolean(
              plan ||
              estimate?.plans.some(
                ({ plan: name }) =>
                  planQuestion && complete?.[planQuestion] === name,
              ),
            )}
            headingRef={headingRef}
          />
        ) : (
          <BusinessNext headingRef={headingRef} complete={Boolean(complete)} />
        )}
        {nextSteps}
      </div>
    </div>
  );
}

/** Business cover: no price; once the answers are complete, the way to an agent follows. */
function BusinessNext({
  headingRef,
  complete,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  complete: boolean;
}) {
  const texts = useLocale() === "es" ? spanishTexts : englishTexts;
  return (
    <EstimateSection heading={texts.business.heading} headingRef={headingRef}>
      <p className="mt-2 text-slate-700">{texts.business.noPrice}</p>
      <p role="status" className="mt-2 font-semibold text-brand-900">
        {complete ? texts.business.text : ""}
      </p>
    </EstimateSection>
  );
}

function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      "name" in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}
