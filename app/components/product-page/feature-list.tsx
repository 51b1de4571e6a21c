import { CheckList } from "#app/components/ui/check-list.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ProductPage } from "#app/content/product-pages.ts";

/** The "why choose us" list of a product page. */
export function FeatureList({
  features,
}: {
  features: NonNullable<ProductPage["features"]>;
}) {
  return (
    <Section id="features" title={features} tone="muted">
      <CheckList
        items={features.items}
        className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2"
        itemClassName="rounded-lg bg-white p-4 shadow-sm"
      />
    </Section>
  );
}
