import { readFileSync } from "node:fs";

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Avatar } from "#app/components/home/avatar.tsx";
import { FaqAccordion } from "#app/components/home/faq-accordion.tsx";
import { StarRating } from "#app/components/home/star-rating.tsx";
import { faqItems } from "#app/content/faq.ts";
import { homeHero } from "#app/content/home.ts";
import { products } from "#app/content/products.ts";
import type { ImageAsset } from "#app/content/shared.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { initials } from "#app/lib/initials.ts";

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(testimonials.map((t) => initials(t.name))).toEqual([
      "SM",
      "DC",
      "MR",
    ]);
    expect(initials("  maria  de la  cruz ")).toBe("MC");
    expect(initials("Cher")).toBe("C");
    expect(initials("")).toBe("");
  });
});

describe("Avatar", () => {
  it("draws the decorative portrait over the initials, which also paint a broken image", () => {
    const sarah = testimonials[0]!;
    const html = renderToStaticMarkup(
      <Avatar image={sarah.avatar} name={sarah.name} />,
    );
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>SM<\/span><img /);
    expect(html).toContain(`src="${sarah.avatar.src}"`);
    expect(html).toContain('alt=""');
    expect(html).toContain('data-initials="SM"');
    expect(html).toContain("after:content-[attr(data-initials)]");
    expect(html).not.toContain('loading="lazy"');
  });
});

describe("StarRating", () => {
  it("is one image named by the rating, its stars hidden", () => {
    const html = renderToStaticMarkup(<StarRating rating={5} />);
    expect(html).toMatch(/^<p role="img" aria-label="Rated 5 out of 5 stars"/);
    expect(html.match(/<svg aria-hidden="true"/g)).toHaveLength(5);
    expect(html.match(/fill-accent-400/g)).toHaveLength(5);
  });

  it("fills as many stars as the rating", () => {
    const html = renderToStaticMarkup(<StarRating rating={3} />);
    expect(html).toContain('aria-label="Rated 3 out of 5 stars"');
    expect(html.match(/fill-accent-400/g)).toHaveLength(3);
  });
});

describe("FaqAccordion", () => {
  it("is five native details sharing one name, the first open", () => {
    const html = renderToStaticMarkup(<FaqAccordion items={faqItems} />);
    const details = html.match(/<details [^>]*>/g) ?? [];
    expect(details).toHaveLength(5);
    for (const tag of details) expect(tag).toContain('name="faq"');
    expect(details.map((tag) => / open=""/.test(tag))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    for (const item of faqItems) {
      expect(html).toContain(`${item.question}<svg`);
      expect(html).toContain(item.answer);
    }
  });
});

/** The width and height attributes of an SVG file under public/. */
function svgSize(src: string) {
  const svg = readFileSync(
    new URL(`../../public${src}`, import.meta.url),
    "utf8",
  );
  const tag = /<svg[^>]*>/.exec(svg)?.[0] ?? "";
  return {
    width: Number(/ width="(\d+)"/.exec(tag)?.[1]),
    height: Number(/ height="(\d+)"/.exec(tag)?.[1]),
  };
}

describe("illustrations", () => {
  it("exist at the size the content declares", () => {
    const images: ImageAsset[] = [
      homeHero.image,
      ...products.map((p) => p.image),
      ...testimonials.map((t) => t.avatar),
    ];
    for (const image of images) {
      expect(svgSize(image.src), image.src).toEqual({
        width: image.width,
        height: image.height,
      });
    }
  });

  it("keep the above-the-fold hero image small", () => {
    const bytes = readFileSync(
      new URL(`../../public${homeHero.image.src}`, import.meta.url),
    ).length;
    expect(bytes).toBeLessThan(4_000);
  });
});
