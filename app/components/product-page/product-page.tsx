import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type {
  ProductPage as ProductPageContent,
  ProductPageText,
} from "#app/content/product-pages.ts";

import { ExtraSection } from "./extra-section";
import { FeatureList } from "./feature-list";
import { PlanCards } from "./plan-cards";

/**
 * The one template of the six product pages. Sections follow the spec:
 * hero, coverage cards, the feature list, the line's own section, then the
 * plans; a line without features or plans (Business, Travel) skips them.
 */
export function ProductPage({
  page,
  text,
}: {
  page: ProductPageContent;
  /** The template's own words, in the page's language. */
  text: ProductPageText;
}) {
  return (
    <>
      <PageHero {...page.hero} />
      <Section id="coverage" title={page.coverage}>
        <IconCardGrid
          items={page.coverage.cards}
          columns={page.coverage.cards.length === 4 ? 4 : 3}
        />
      </Section>
      {page.features && <FeatureList features={page.features} />}
      <ExtraSection section={page.extra} text={text} />
      {page.plans && (
        <PlanCards line={page.line} plans={page.plans} text={text} />
      )}
    </>
  );
}
