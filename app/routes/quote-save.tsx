import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { quoteSaveForm } from "#server/quotes/quote-forms.ts";
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
 * answers with a redirect to its page; this page shows only a post it could
 * not save (answers that fail their checks, an email that is not one, the
 * rate limit), with the way back.
 */
export const action = formAction([quoteSaveForm]);

export default function QuoteSave({ actionData }: Route.ComponentProps) {
  const texts = useLocalized({ en: english, es: spanish }).saveEstimate;
  const failed = actionData && !actionData.ok ? actionData : undefined;
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
