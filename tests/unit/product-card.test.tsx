import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ProductCard } from "#app/components/products/product-card.tsx";
import { products } from "#app/content/products.ts";

const renderCard = (product: (typeof products)[number]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ProductCard
        product={product}
        linkLabel="Learn More"
        popularBadge="Most Popular"
      />
    </MemoryRouter>,
  );

const learnMoreHref = (html: string) =>
  /<a [^>]*href="([^"]+)"[^>]*>Learn More/.exec(html)?.[1];

describe("ProductCard", () => {
  it("shows the image, title, description, four features and Learn More to its page", () => {
    const home = products[0]!;
    const html = renderCard(home);
    expect(html).toContain(`src="${home.image.src}"`);
    expect(html).toContain(`alt="${home.image.alt}"`);
    expect(html).toContain(`width="${home.image.width}"`);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain(`>${home.title}</h3>`);
    expect(html).toContain(home.description);
    for (const feature of home.features) expect(html).toContain(feature);
    expect(learnMoreHref(html)).toBe("/home-insurance");
    expect(html).not.toContain("Most Popular");
  });

  it("flags the popular card Most Popular", () => {
    const auto = products.find((p) => p.popular)!;
    expect(renderCard(auto)).toContain(">Most Popular</p>");
  });

  it("links each of the six cards to its own product page", () => {
    expect(products.map((p) => learnMoreHref(renderCard(p)))).toEqual([
      "/home-insurance",
      "/auto-insurance",
      "/health-insurance",
      "/life-insurance",
      "/business-insurance",
      "/travel-insurance",
    ]);
  });

  it("names the product in the link, visually hidden", () => {
    expect(renderCard(products[1]!)).toContain(
      'Learn More<span class="sr-only"> Auto Insurance</span>',
    );
  });
});
