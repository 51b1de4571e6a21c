import { CheckList } from "#app/components/ui/check-list.tsx";
import { Link } from "#app/components/ui/site-link.tsx";
import type { Plan } from "#app/content/product-pages.ts";
import { quotePage as englishTexts } from "#app/content/quote.ts";
import { quotePage as spanishTexts } from "#app/content/es/quote.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";
import {
  effectText,
  multiplierText,
  rangeText,
  recommendedOf,
  summaryText,
  usdIn,
} from "#app/lib/estimate/figures.ts";
import type { Estimate } from "#app/lib/estimate/types.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/** The page's words, and a plan's name in its language (the engine names plans in English). */
function usePageWords(planNames?: Readonly<Record<string, string>>) {
  const locale = useLocale();
  return {
    locale,
    texts: locale === "es" ? spanishTexts : englishTexts,
    planName: (plan: string) => planNames?.[plan] ?? plan,
  };
}

/**
 * The estimate: the recommended plan and its neighbours as ranges, each
 * with the features its product page lists, the answers that moved the
 * price, and the plain statement that it is not an offer. The first line
 * is a status message, so a screen reader hears the new range as answers
 * change.
 */
export function EstimateResult({
  line,
  estimate,
  plans,
  planNames,
  chosen,
  headingRef,
}: {
  line: ProductLine;
  estimate: Estimate | undefined;
  /** The plans' names in the page's language, by their English names (Spanish pages). */
  planNames?: Readonly<Record<string, string>>;
  /** The marked plan is the visitor's own choice, not the rating's recommendation. */
  chosen: boolean;
  /** The line's plans as its product page shows them. */
  plans: readonly Plan[];
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const { locale, texts, planName } = usePageWords(planNames);
  return (
    <EstimateSection heading={texts.estimate.heading} headingRef={headingRef}>
      <p
        role="status"
        className={cn(
          "mt-2",
          estimate ? "text-lg font-semibold text-brand-900" : "text-slate-600",
        )}
      >
        {estimate
          ? summaryText(estimate, locale, planName)
          : texts.estimate.waiting}
      </p>
      {estimate && (
        <>
          <PlanRanges
            estimate={estimate}
            plans={plans}
            planNames={planNames}
            chosen={chosen}
          />
          <FactorTable estimate={estimate} planNames={planNames} />
          <NotAnOffer line={line} />
        </>
      )}
    </EstimateSection>
  );
}

/**
 * Where the answer to a quote form appears (`#estimate`), priced or not:
 * its heading takes the focus when the form is sent, so a screen reader
 * and a keyboard land on the outcome.
 */
export function EstimateSection({
  heading,
  headingRef,
  children,
}: {
  heading: string;
  headingRef: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <section
      id="estimate"
      aria-labelledby="estimate-heading"
      className="scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2
        id="estimate-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-brand-900 focus:outline-none"
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

function PlanRanges({
  estimate,
  plans,
  planNames,
  chosen,
}: {
  estimate: Estimate;
  plans: readonly Plan[];
  planNames?: Readonly<Record<string, string>>;
  chosen: boolean;
}) {
  const { locale, texts, planName } = usePageWords(planNames);
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3">
      {estimate.plans.map((plan) => {
        const name = planName(plan.plan);
        const features =
          plans.find((shown) => shown.name === name)?.features ?? [];
        return (
          <li
            key={plan.plan}
            className={cn(
              "flex flex-col rounded-xl border p-5",
              plan.recommended
                ? "border-brand-700 ring-2 ring-brand-700"
                : "border-slate-200",
            )}
          >
            <h3 className="text-lg font-bold text-brand-900">{name}</h3>
            {plan.recommended && (
              <p className="mt-1 text-sm font-semibold text-brand-700">
                {chosen ? texts.estimate.chosen : texts.estimate.recommended}
              </p>
            )}
            <p className="mt-3 text-2xl font-extrabold tracking-tight text-brand-900">
              {rangeText(plan, estimate.period, locale)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {texts.estimate.displayedPrice(
                usdIn(plan.basePrice, locale),
                estimate.period,
              )}
            </p>
            <h4 className="sr-only">{texts.estimate.featuresLabel(name)}</h4>
            <CheckList
              items={features}
              size="xs"
              className="mt-4 space-y-2 text-sm text-slate-700"
            />
          </li>
        );
      })}
    </ul>
  );
}

function FactorTable({
  estimate,
  planNames,
}: {
  estimate: Estimate;
  planNames?: Readonly<Record<string, string>>;
}) {
  const { locale, texts, planName } = usePageWords(planNames);
  const { columns } = texts.factors;
  return (
    <div className="mt-8">
      <h3 id="factors-heading" className="text-xl font-bold text-brand-900">
        {texts.factors.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {texts.factors.intro(planName(recommendedOf(estimate).plan))}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table
          aria-labelledby="factors-heading"
          className="w-full text-left text-sm"
        >
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {columns.factor}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {columns.answer}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                {columns.multiplier}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {columns.effect}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {estimate.factors.map((factor) => (
              <tr key={factor.question}>
                <th
                  scope="row"
                  className="py-2 pr-4 font-medium text-slate-900"
                >
                  {factor.label}
                </th>
                <td className="py-2 pr-4 text-slate-700">{factor.answer}</td>
                <td className="py-2 pr-4 text-right text-slate-700 tabular-nums">
                  {multiplierText(factor.multiplier, locale)}
                </td>
                <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">
                  {effectText(factor, estimate.period, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function NotAnOffer({ line }: { line: ProductLine }) {
  const { notAnOffer } = usePageWords().texts;
  const changes = notAnOffer.changes(line);
  return (
    <div className="mt-8 rounded-xl bg-slate-50 p-5">
      <h3 className="text-lg font-bold text-brand-900">{notAnOffer.heading}</h3>
      <p className="mt-2 text-slate-700">{notAnOffer.text}</p>
      {changes.length > 0 && (
        <>
          <p className="mt-3 font-semibold text-slate-800">
            {notAnOffer.changesLabel}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-3">
        <Link
          to={notAnOffer.tableLink.href}
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          {notAnOffer.tableLink.label}
        </Link>
      </p>
    </div>
  );
}
