import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import type { Plan, ProductPageText } from "#app/content/product-pages.ts";
import { cn } from "#app/lib/cn.ts";
import { formatUsd } from "#app/lib/money.ts";

/**
 * One plan: its name as a heading, the price per month or per trip, its
 * limits, what it includes and a button to ask for it. The popular plan
 * carries a text badge, read after its name.
 */
export function PlanCard({
  plan,
  text,
  ctaLabel,
  ctaHref,
}: {
  plan: Plan;
  text: ProductPageText;
  ctaLabel: string;
  ctaHref: string;
}) {
  const limits = [
    ...(plan.coverage ?? []),
    ...(plan.deductible
      ? [{ label: text.deductible, value: plan.deductible }]
      : []),
  ];
  return (
    <div
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-white p-8 shadow-sm",
        plan.popular
          ? "border-brand-700 ring-2 ring-brand-700"
          : "border-slate-200",
      )}
    >
      <h3 className="text-xl font-bold text-brand-900">{plan.name}</h3>
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-400 px-4 py-1 text-sm font-semibold whitespace-nowrap text-brand-900">
          {text.popularBadge}
        </p>
      )}
      <p className="mt-2 text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-brand-900">
          {formatUsd(plan.price)}
        </span>
        <span className="text-slate-600">/{text.perPeriod[plan.period]}</span>
      </p>
      {limits.length > 0 && (
        <dl className="mt-6 space-y-2 border-y border-slate-200 py-4 text-sm">
          {limits.map((limit) => (
            <div key={limit.label} className="flex justify-between gap-4">
              <dt className="text-slate-600">{limit.label}</dt>
              <dd className="text-right font-semibold text-brand-900">
                {limit.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <CheckList
        items={plan.features}
        size="sm"
        className="mt-6 flex-1 space-y-3"
      />
      <ButtonLink
        to={ctaHref}
        variant={plan.popular ? "primary" : "outline"}
        className="mt-8 w-full"
      >
        {ctaLabel}
        <span className="sr-only"> {text.planContext(plan.name)}</span>
      </ButtonLink>
    </div>
  );
}
