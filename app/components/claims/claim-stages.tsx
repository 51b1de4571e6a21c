import { Icon } from "#app/components/ui/icon.tsx";
import type { ClaimStage } from "#app/content/claims.ts";

/** What Happens Next: the stages of a claim in order, each with its usual timeframe. */
export function ClaimStages({ stages }: { stages: readonly ClaimStage[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {stages.map((stage, index) => (
        <li
          key={stage.title}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center justify-between">
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={stage.icon} />
            </span>
            <span
              aria-hidden="true"
              className="text-4xl font-extrabold text-brand-100"
            >
              {index + 1}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">
            {stage.title}
          </h3>
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            <Icon name="clock" size={16} />
            {stage.timeframe}
          </p>
          <p className="mt-3 text-slate-600">{stage.description}</p>
        </li>
      ))}
    </ol>
  );
}
