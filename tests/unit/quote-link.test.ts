import { describe, expect, it } from "vitest";

import { productPages } from "#app/content/product-pages.ts";
import { productLines } from "#app/content/shared.ts";
import { estimateHref, quoteHref, quoteLineOf } from "#app/lib/quote-link.ts";
import { readQuoteRequest } from "#app/lib/quote-request.ts";

const queryOf = (href: string) =>
  new URL(href, "http://localhost").searchParams;

describe("estimate links", () => {
  it("start a line's estimate with the plan its card shows", () => {
    expect(estimateHref("home", "Essential")).toBe(
      "/quote/home?plan=Essential",
    );
    expect(estimateHref("auto")).toBe("/quote/auto");
    expect(estimateHref("auto", "Gold & Silver Plus")).toBe(
      "/quote/auto?plan=Gold+%26+Silver+Plus",
    );
  });

  it("carry a plan the estimate page reads back, for every plan of every line", () => {
    for (const line of productLines)
      for (const plan of productPages[line].plans?.plans ?? []) {
        const url = new URL(estimateHref(line, plan.name), "http://localhost");
        expect(quoteLineOf(url.pathname.split("/")[2])).toBe(line);
        const query = new URLSearchParams({
          line,
          plan: url.searchParams.get("plan")!,
        });
        expect(readQuoteRequest(query)).toEqual({ line, plan: plan.name });
      }
  });

  it("name only the six lines", () => {
    expect(quoteLineOf("auto")).toBe("auto");
    expect(quoteLineOf("business")).toBe("business");
    expect(quoteLineOf("pet")).toBeUndefined();
    expect(quoteLineOf("how-we-estimate")).toBeUndefined();
    expect(quoteLineOf(undefined)).toBeUndefined();
  });
});

describe("quote links to the contact form", () => {
  it("send a plan's quote button to the contact form with the line and the plan", () => {
    expect(quoteHref("home", "Essential")).toBe(
      "/contact?line=home&plan=Essential#contact",
    );
    expect(quoteHref("travel", "Comprehensive")).toBe(
      "/contact?line=travel&plan=Comprehensive#contact",
    );
  });

  it("carry only the line when no plan is named", () => {
    expect(quoteHref("business")).toBe("/contact?line=business#contact");
  });

  it("encode a plan name that has spaces or symbols", () => {
    const href = quoteHref("auto", "Gold & Silver Plus");
    expect(href).toBe("/contact?line=auto&plan=Gold+%26+Silver+Plus#contact");
    expect(queryOf(href).get("plan")).toBe("Gold & Silver Plus");
  });

  it("are read back by the contact form for every plan of every line", () => {
    for (const line of productLines) {
      expect(readQuoteRequest(queryOf(quoteHref(line)))).toEqual({ line });
      for (const plan of productPages[line].plans?.plans ?? []) {
        expect(readQuoteRequest(queryOf(quoteHref(line, plan.name)))).toEqual({
          line,
          plan: plan.name,
        });
      }
    }
  });

  it("ignore an unknown line and drop an unknown plan", () => {
    expect(readQuoteRequest(new URLSearchParams())).toBeUndefined();
    expect(
      readQuoteRequest(new URLSearchParams("line=pet&plan=Essential")),
    ).toBeUndefined();
    expect(
      readQuoteRequest(new URLSearchParams("line=home&plan=Call+0900+now")),
    ).toEqual({ line: "home" });
    expect(
      readQuoteRequest(new URLSearchParams("line=business&plan=Essential")),
    ).toEqual({ line: "business" });
  });

  it("accept a plan name whatever its case, and return it as the page spells it", () => {
    expect(
      readQuoteRequest(new URLSearchParams("line=health&plan=%20silver%20")),
    ).toEqual({ line: "health", plan: "Silver" });
  });
});
