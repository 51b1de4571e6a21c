import { IconCardGrid } from "#app/components/ui/icon-card-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { StateRequirementsSection } from "#app/content/product-pages.ts";

/** Auto: what states require of drivers, and the no-fault states. */
export function StateRequirements({
  section,
}: {
  section: StateRequirementsSection;
}) {
  return (
    <Section
      id="state-requirements"
      heading={section.heading}
      intro={section.intro}
      tone="brand"
    >
      <IconCardGrid items={section.requirements} columns={4} />
      <div className="mx-auto mt-10 max-w-4xl rounded-xl bg-white p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-brand-900">
          {section.noFaultHeading}
        </h3>
        <ul className="mt-4 flex flex-wrap gap-2">
          {section.noFaultStates.map((state) => (
            <li
              key={state}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {state}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">{section.note}</p>
      </div>
    </Section>
  );
}
