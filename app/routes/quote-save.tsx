import { EstimatePage } from "#app/components/quote/estimate-page.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import { pageForms } from "#server/forms/handle-form.ts";
import { quoteSaveAction, quoteSaveForm } from "#server/quotes/quote-forms.ts";
import type { Route } from "./+types/quote-save";

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

/** Serves /quote/save and /es/quote/save; the path picks the language. */
export const meta = twinPageMeta({ en: english, es: spanish }, (content) => ({
  ...content.saveEstimate.meta,
  path: "/quote/save",
}));

export const loader = () => ({ forms: pageForms([quoteSaveForm]) });

/**
 * Where the form under an estimate posts (decision 0060). A saved estimate
 * answers with a redirect to its page; a post it could not save comes back
 * as the estimate's page, the error at the save form's field. This page's
 * own words are for a post that names no line, and for a visit with none.
 */
export const action = quoteSaveAction;

export default function QuoteSave({ actionData }: Route.ComponentProps) {
  const texts = useLocalized({ en: english, es: spanish }).saveEstimate;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  if (failed?.estimatePage)
    return (
      <EstimatePage
        view={failed.estimatePage.view}
        answer={failed.estimatePage.answer}
        answersAction={failed.estimatePage.answersAction}
        saveAnswer={failed}
      />
    );
  const problems = failed
    ? Object.values(failed.fieldErrors).filter(Boolean)
    : [];
  return (
    <section
      aria-labelledby="quote-save-heading"
      className="mx-auto max-w-3xl px-4 py-20 sm:px-6"
    >
      <h1
        id="quote-save-heading"
        className="text-3xl font-bold text-brand-900 sm:text-4xl"
      >
        {failed ? texts.problemHeading : texts.nothingPosted.heading}
      </h1>
      {!failed && (
        <p className="mt-4 text-lg text-slate-700">
          {texts.nothingPosted.text}
        </p>
      )}
      {failed?.toast && (
        <FormOutcome message={failed.toast} className="mt-6">
          {problems.length > 0 && (
            <ul className="mt-2 list-inside list-disc">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </FormOutcome>
      )}
      <div className="mt-8">
        <ButtonLink to="/quote">{texts.startAgain}</ButtonLink>
      </div>
    </section>
  );
}
