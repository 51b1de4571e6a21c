import { Icon } from "#app/components/ui/icon.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { SpecialisedTravelSection } from "#app/content/product-pages.ts";

/** Travel: the countries covered and cover for particular kinds of trip. */
export function SpecialisedTravel({
  section,
}: {
  section: SpecialisedTravelSection;
}) {
  return (
    <Section id="specialised-travel" title={section} tone="muted">
      <p className="mx-auto mb-10 flex w-fit items-center gap-3 rounded-full bg-brand-900 px-6 py-3 text-white">
        <Icon name="globe" className="text-accent-400" />
        <span>
          <strong className="text-2xl font-extrabold">
            {section.countriesCovered.value}
          </strong>{" "}
          {section.countriesCovered.label}
        </span>
      </p>
      <IconCardGrid items={section.sections} />
    </Section>
  );
}
