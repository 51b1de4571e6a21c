import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { TagList } from "#app/components/ui/tag-list.tsx";
import type { StateRequirementsSection } from "#app/content/product-pages.ts";

/** Auto: what states require of drivers, and the no-fault states. */
export function StateRequirements({
  section,
}: {
  section: StateRequirementsSection;
}) {
  return (
    <Section id="state-requirements" title={section} tone="brand">
      <IconCardGrid items={section.requirements} columns={4} />
      <div className="mx-auto mt-10 max-w-4xl rounded-xl bg-white p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-brand-900">
          {section.noFaultHeading}
        </h3>
        <TagList items={section.noFaultStates} className="mt-4" />
        <p className="mt-4 text-sm text-slate-600">{section.note}</p>
      </div>
    </Section>
  );
}
