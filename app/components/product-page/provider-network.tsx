import { CheckList } from "#app/components/ui/check-list.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { StatList } from "#app/components/ui/stat-list.tsx";
import type { ProviderNetworkSection } from "#app/content/product-pages.ts";

/** Health: the size of the provider network and what members get from it. */
export function ProviderNetwork({
  section,
}: {
  section: ProviderNetworkSection;
}) {
  return (
    <Section id="provider-network" title={section} tone="brand">
      <StatList
        stats={section.stats}
        look="cards"
        className="gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
      <CheckList
        items={section.highlights}
        className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2"
      />
    </Section>
  );
}
