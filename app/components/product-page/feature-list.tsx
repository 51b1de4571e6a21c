import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ProductPage } from "#app/content/product-pages.ts";

/** The "why choose us" list of a product page. */
export function FeatureList({
  features,
}: {
  features: NonNullable<ProductPage["features"]>;
}) {
  return (
    <Section id="features" heading={features.heading} tone="muted">
      <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
        {features.items.map((item) => (
          <li
            key={item}
            className="flex gap-3 rounded-lg bg-white p-4 shadow-sm"
          >
            <Icon
              name="circle-check-big"
              className="mt-0.5 shrink-0 text-brand-600"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
