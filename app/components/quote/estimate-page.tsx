import { Icon } from "#app/components/ui/icon.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import { Link as SiteLink } from "#app/components/ui/site-link.tsx";
import * as english from "#app/content/quote.ts";
import * as spanish from "#app/content/es/quote.ts";
import type { EstimatePageView } from "#app/lib/estimate/estimate-page.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import { QuoteForm } from "./quote-form.tsx";

/**
 * A line's estimate page: its questions, the estimate and what to do with
 * it. Drawn by the line's own address (/quote/<line>), and by /quote/save
 * when it sends back a save it refused (decision 0060): there the answers
 * form posts to the line's address (`answersAction`).
 */
export function EstimatePage({
  view,
  answer,
  saveAnswer,
  answersAction,
}: {
  view: EstimatePageView;
  /** The answer to the page's answers (posted without scripts): the estimate, or what to put right. */
  answer: FormResult | undefined;
  /** /quote/save's answer to a save it refused: the save form's error and what was typed. */
  saveAnswer?: FormResult;
  /** Where the answers form posts, when the page is drawn at another address. */
  answersAction?: string;
}) {
  const { line, plan, defaults, planQuestion, questions, plans, addTo, words } =
    view;
  const texts = useLocalized({ en: english, es: spanish }).quotePage;
  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SiteLink
          to={texts.back.href}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <Icon name="arrow-left" size={20} />
          {texts.back.label}
        </SiteLink>
        <PageTitle
          eyebrow={texts.eyebrow}
          title={texts.title(line)}
          onLight
          className="mt-6 max-w-3xl"
        />
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          {texts.intro(line)}
        </p>
        <div className="mt-8">
          <QuoteForm
            key={answer ? "answered" : "new"}
            line={line}
            plan={plan}
            defaults={defaults}
            planQuestion={planQuestion}
            questions={questions}
            plans={plans}
            words={words}
            addTo={addTo}
            initial={answer}
            saveAnswer={saveAnswer}
            action={answersAction}
          />
        </div>
      </div>
    </div>
  );
}
