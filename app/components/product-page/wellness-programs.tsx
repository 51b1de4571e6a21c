import { IconCardGrid } from "~/components/ui/icon-card-grid";
import { Section } from "~/components/ui/section";
import type { ProviderNetworkSection } from "~/content/product-pages";

/** Health: the wellness programs every member can join. */
export function WellnessPrograms({
  wellness,
}: {
  wellness: ProviderNetworkSection["wellness"];
}) {
  return (
    <Section id="wellness" heading={wellness.heading} intro={wellness.intro}>
      <IconCardGrid items={wellness.programs} />
    </Section>
  );
}
