import { Icon } from "#app/components/ui/icon.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import type { ClaimStage } from "#app/content/claims.ts";

/** What Happens Next: the stages of a claim in order, each with its usual timeframe. */
export function ClaimStages({ stages }: { stages: readonly ClaimStage[] }) {
  return (
    <CardGrid items={stages} columns="3 from md" ordered>
      {(stage, index) => (
        <IconCard
          icon={stage.icon}
          aside={
            <span
              aria-hidden="true"
              className="self-center text-4xl font-extrabold text-brand-100"
            >
              {index + 1}
            </span>
          }
          title={stage.title}
        >
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
            <Icon name="clock" size={16} />
            {stage.timeframe}
          </p>
          <p className="mt-3 text-slate-600">{stage.description}</p>
        </IconCard>
      )}
    </CardGrid>
  );
}
