import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ProviderNetworkSection } from "#app/content/product-pages.ts";

/** Health: the wellness programs every member can join. */
export function WellnessPrograms({
  wellness,
}: {
  wellness: ProviderNetworkSection["wellness"];
}) {
  return (
    <Section id="wellness" title={wellness}>
      <IconCardGrid items={wellness.programs} />
    </Section>
  );
}
