import { describe, expect, it } from "vitest";

import { aboutCta } from "#app/content/about.ts";
import { healthBenefitsCta } from "#app/content/health-benefits.ts";
import { homeFinalCta, homeHero } from "#app/content/home.ts";
import { productPages } from "#app/content/product-pages.ts";
import { productsOverviewPage } from "#app/content/products.ts";

const quoteHrefsOf = (actions: readonly { label: string; href: string }[]) =>
  actions
    .filter((action) => action.label === "Get a Quote")
    .map((action) => action.href);

// Decision 0059: a quote button keeps /contact where the spec says so, and
// starts the estimate where the spec leaves it without an action.
describe("the quote buttons", () => {
  it("keep /contact where the spec points them there", () => {
    expect(quoteHrefsOf(homeHero.actions)).toEqual(["/contact"]);
    expect(quoteHrefsOf(homeFinalCta.actions)).toEqual(["/contact"]);
    expect(aboutCta.actions.map((action) => action.href)).toEqual([
      "/contact",
      "/contact",
      "/leadership",
    ]);
    expect(quoteHrefsOf(productsOverviewPage.cta.actions)).toEqual([
      "/contact",
    ]);
    for (const line of ["business", "travel"] as const)
      expect(
        productPages[line].hero.actions.map((action) => action.href),
      ).toEqual(productPages[line].hero.actions.map(() => "/contact"));
    expect(productPages.travel.plans?.ctaGoesTo).toBe("contact");
  });

  it("start the line's estimate on the product pages whose quote buttons the spec leaves open", () => {
    for (const line of ["home", "auto", "health", "life"] as const) {
      expect(quoteHrefsOf(productPages[line].hero.actions)).toEqual([
        `/quote/${line}`,
      ]);
      expect(productPages[line].plans?.ctaGoesTo).toBe("estimate");
    }
  });

  it("start the health estimate from the benefits page, whose Get a Quote the spec leaves without a link", () => {
    expect(healthBenefitsCta.actions).toEqual([
      { label: "Get a Quote", href: "/quote/health" },
      { label: "Contact Us", href: "/contact" },
    ]);
  });
});
