import { ProductGrid } from "#app/components/products/product-grid.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { servicesSection } from "#app/content/home.ts";
import type { ProductCard } from "#app/content/products.ts";

/** "Our Insurance Solutions" (#services): the six product cards and a link to the overview. */
export function ServicesSection({
  section,
  products,
}: {
  section: typeof servicesSection;
  products: readonly ProductCard[];
}) {
  return (
    <Section id={section.id} title={section}>
      <ProductGrid
        products={products}
        linkLabel={section.cardLinkLabel}
        popularBadge={section.popularBadge}
        phoneRow
      />
      <div className="mt-12 text-center">
        <ButtonLink to={section.viewAll.href} variant="primary">
          {section.viewAll.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
