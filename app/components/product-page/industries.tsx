import { Icon } from "#app/components/ui/icon.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { IndustriesSection } from "#app/content/product-pages.ts";

/** Business: the industries served, then group benefits for larger teams. */
export function Industries({ section }: { section: IndustriesSection }) {
  return (
    <Section id="industries" title={section} tone="muted">
      <IconCardGrid items={section.industries} />
      <div className="mx-auto mt-10 flex max-w-4xl gap-4 rounded-xl bg-brand-900 p-6 text-white sm:p-8">
        <Icon name="users" size={32} className="shrink-0 text-accent-400" />
        <div>
          <h3 className="text-xl font-semibold">
            {section.groupCoverage.heading}
          </h3>
          <p className="mt-2 text-brand-100">{section.groupCoverage.text}</p>
        </div>
      </div>
    </Section>
  );
}
