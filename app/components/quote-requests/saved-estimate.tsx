import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { savedEstimatePage as englishTexts } from "#app/content/quote-requests.ts";
import { savedEstimatePage as spanishTexts } from "#app/content/es/quote-requests.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import type { SavedEstimateView } from "#app/lib/saved-estimate-view.ts";

/**
 * A saved estimate: each line's plans as ranges (the recommended one
 * marked), what moved the price, the bundle total with its discount, and
 * the ways on: add another line, ask for an agent.
 */
export function SavedEstimate({ view }: { view: SavedEstimateView }) {
  const texts = useLocalized({ en: englishTexts, es: spanishTexts });
  return (
    <div className="space-y-10">
      {view.lines.map((line) => (
        <section
          key={line.line}
          aria-labelledby={`line-${line.line}`}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2
            id={`line-${line.line}`}
            className="text-2xl font-bold text-brand-900"
          >
            {line.title}
          </h2>
          {line.plans.length > 0 ? (
            <table className="mt-4 w-full text-left">
              <caption className="sr-only">
                {`${line.title}: ${texts.plans}`}
              </caption>
              <tbody>
                {line.plans.map((plan) => (
                  <tr key={plan.plan} className="border-t border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      {plan.plan}
                      {plan.recommended && (
                        <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
                          {texts.recommended}
                        </span>
                      )}
                    </th>
                    <td className="py-2">{plan.range}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-4 text-slate-700">{texts.noPrice}</p>
          )}
          {line.factors.length > 0 && (
            <>
              <h3 className="mt-6 text-lg font-semibold text-brand-900">
                {texts.factorsHeading}
              </h3>
              <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr_auto]">
                {line.factors.map((factor) => (
                  <div key={factor.label} className="contents">
                    <dt className="font-medium text-slate-800">
                      {factor.label}
                    </dt>
                    <dd className="text-slate-700">{factor.answer}</dd>
                    <dd className="text-slate-700 sm:text-right">
                      {factor.dollars}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {line.answers.length > 0 && (
            <>
              <h3 className="mt-6 text-lg font-semibold text-brand-900">
                {texts.answersHeading}
              </h3>
              <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
                {line.answers.map((answer) => (
                  <div key={answer.label} className="contents">
                    <dt className="font-medium text-slate-800">
                      {answer.label}
                    </dt>
                    <dd className="text-slate-700">{answer.answer}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </section>
      ))}

      <section
        aria-labelledby="bundle-heading"
        className="rounded-2xl border border-brand-100 bg-brand-50 p-6"
      >
        <h2 id="bundle-heading" className="text-2xl font-bold text-brand-900">
          {texts.bundle.heading}
        </h2>
        {view.bundle ? (
          <dl className="mt-4 space-y-2 text-lg">
            <div>
              <dt className="font-medium text-slate-800">
                {texts.bundle.total}
              </dt>
              <dd>
                {view.bundle.total} {texts.perMonth}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-800">
                {texts.bundle.discount(view.bundle.percent)}
              </dt>
              <dd className="font-bold text-brand-900">
                {texts.bundle.withDiscount}: {view.bundle.discounted}{" "}
                {texts.perMonth}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="mt-2 text-slate-700">{texts.bundle.none}</p>
        )}
        {view.bundle?.tripsApart && (
          <p className="mt-2 text-slate-700">{texts.bundle.tripsApart}</p>
        )}
        {view.addable.length > 0 && (
          <>
            <h3 className="mt-6 text-lg font-semibold text-brand-900">
              {texts.add.heading}
            </h3>
            <p className="mt-1 text-slate-700">{texts.add.intro}</p>
            <ul className="mt-3 flex flex-wrap gap-3">
              {view.addable.map((item) => (
                <li key={item.href}>
                  <ButtonLink to={item.href} variant="outline">
                    {texts.add.link(item.title)}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <ButtonLink to={view.agentHref}>{texts.agent}</ButtonLink>
    </div>
  );
}
