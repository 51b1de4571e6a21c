import { ProductGrid } from "~/components/products/product-grid";
import { ButtonLink } from "~/components/ui/button-link";
import { Section } from "~/components/ui/section";
import type { servicesSection } from "~/content/home";
import type { ProductCard } from "~/content/products";

/** "Our Insurance Solutions" (#services): the six product cards and a link to the overview. */
export function ServicesSection({
  section,
  products,
}: {
  section: typeof servicesSection;
  products: readonly ProductCard[];
}) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <ProductGrid
        products={products}
        linkLabel={section.cardLinkLabel}
        popularBadge={section.popularBadge}
        fallbackHref={section.fallbackHref}
      />
      <div className="mt-12 text-center">
        <ButtonLink to={section.viewAll.href} variant="primary">
          {section.viewAll.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
