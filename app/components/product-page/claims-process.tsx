import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ClaimsProcessSection } from "#app/content/product-pages.ts";

/** Home: the four steps of a claim, numbered, then a link to file one. */
export function ClaimsProcess({ section }: { section: ClaimsProcessSection }) {
  return (
    <Section id="claims-process" title={section} tone="brand">
      <CardGrid items={section.steps} columns={4} ordered>
        {(step, index) => (
          <IconCard
            icon={
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
            }
            title={step.title}
            description={step.description}
          />
        )}
      </CardGrid>
      <div className="mt-10 text-center">
        <ButtonLink to={section.action.href}>{section.action.label}</ButtonLink>
      </div>
    </Section>
  );
}
