import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { CtaSection } from "#app/components/ui/cta-section.tsx";
import type { homeFinalCta } from "#app/content/home.ts";

/** The closing call to action with its three numbered steps. */
export function HomeFinalCta({ cta }: { cta: typeof homeFinalCta }) {
  return (
    <CtaSection cta={cta}>
      <CardGrid
        items={cta.steps}
        columns="3 from sm"
        gap="gap-8"
        ordered
        className="mt-14 text-left"
      >
        {(step, index) => (
          <div className="flex flex-col items-center text-center">
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-accent-400 text-xl font-bold text-brand-900"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-brand-100">{step.description}</p>
          </div>
        )}
      </CardGrid>
    </CtaSection>
  );
}
