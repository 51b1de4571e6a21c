import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ProductCard } from "#app/components/products/product-card.tsx";
import { servicesSection } from "#app/content/home.ts";
import { products } from "#app/content/products.ts";
import { productHref } from "#app/lib/product-href.ts";

const { fallbackHref } = servicesSection;

const renderCard = (product: (typeof products)[number]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ProductCard
        product={product}
        linkLabel="Learn More"
        popularBadge="Most Popular"
        fallbackHref={fallbackHref}
      />
    </MemoryRouter>,
  );

const learnMoreHref = (html: string) =>
  /<a [^>]*href="([^"]+)"[^>]*>Learn More/.exec(html)?.[1];

describe("productHref", () => {
  it("sends each of the six titles to its product page", () => {
    expect(products.map((p) => productHref(p.title, fallbackHref))).toEqual([
      "/home-insurance",
      "/auto-insurance",
      "/health-insurance",
      "/life-insurance",
      "/business-insurance",
      "/travel-insurance",
    ]);
  });

  it("sends an unknown title to the fallback, the contact page", () => {
    expect(fallbackHref).toBe("/contact");
    expect(productHref("Pet Insurance", fallbackHref)).toBe("/contact");
    expect(productHref("", fallbackHref)).toBe("/contact");
    // Titles match exactly: a near miss is still unknown.
    expect(productHref("auto insurance", fallbackHref)).toBe("/contact");
  });

  it("looks titles up in the catalogue it is given", () => {
    const catalogue = [{ title: "Pet Insurance", route: "/pet-insurance" }];
    expect(productHref("Pet Insurance", "/x", catalogue)).toBe(
      "/pet-insurance",
    );
    expect(productHref("Auto Insurance", "/x", catalogue)).toBe("/x");
  });
});

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

  it("links a card whose title has no product page to /contact", () => {
    const html = renderCard({ ...products[0]!, title: "Pet Insurance" });
    expect(learnMoreHref(html)).toBe("/contact");
  });

  it("names the product in the link, visually hidden", () => {
    expect(renderCard(products[1]!)).toContain(
      'Learn More<span class="sr-only"> Auto Insurance</span>',
    );
  });
});
