import { useId } from "react";

import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { controlClasses } from "#app/components/forms/field.tsx";
import { saveEstimate as englishTexts } from "#app/content/quote-requests.ts";
import { saveEstimate as spanishTexts } from "#app/content/es/quote-requests.ts";
import type { ProductLine } from "#app/content/shared.ts";
import type { Answers } from "#app/lib/estimate/types.ts";
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
 * agent. Both are plain forms posted to /quote/save, which estimates the
 * answers again and redirects: the same with JavaScript or without. The
 * token to add to rides in the posted body (`addTo`, from the page's
 * path), never in an address's query. Business cover, which has no price,
 * shows only the request for an agent (`agentOnly`).
 */
export function QuoteNextSteps({
  line,
  plan,
  answers,
  agentOnly = false,
  addTo,
}: {
  line: ProductLine;
  plan?: string;
  answers: Answers;
  agentOnly?: boolean;
  addTo?: string;
}) {
  const emailId = useId();
  const hintId = useId();
  const carried = { line, plan, answers, addTo };
  // A Spanish page saves through /es/quote/save: the saved page and its email follow.
  const locale = useLocale();
  const texts = locale === "es" ? spanishTexts : englishTexts;
  const saveAction = pathIn(SAVE_ESTIMATE_PATH, locale);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {!agentOnly && (
        <section
          aria-labelledby={`${emailId}-heading`}
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2
            id={`${emailId}-heading`}
            className="text-xl font-bold text-brand-900"
          >
            {texts.heading}
          </h2>
          <p className="mt-2 text-slate-700">{texts.intro}</p>
          <form method="post" action={saveAction} className="mt-4">
            <Carried {...carried} />
            <label
              htmlFor={emailId}
              className="block font-medium text-slate-800"
            >
              {texts.labels.email}
            </label>
            <input
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              aria-describedby={hintId}
              className={`mt-1 ${controlClasses(false)}`}
            />
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              {texts.hints.email}
            </p>
            <button type="submit" className={buttonClasses("primary", "mt-4")}>
              {addTo ? texts.addTo : texts.submitLabel}
            </button>
          </form>
        </section>
      )}
      <section
        aria-labelledby={`${emailId}-agent`}
        className="rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2
          id={`${emailId}-agent`}
          className="text-xl font-bold text-brand-900"
        >
          {texts.agent.heading}
        </h2>
        <p className="mt-2 text-slate-700">{texts.agent.intro}</p>
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
