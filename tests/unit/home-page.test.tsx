import { readFileSync } from "node:fs";

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Avatar } from "#app/components/home/avatar.tsx";
import { FaqAccordion } from "#app/components/home/faq-accordion.tsx";
import { StarRating } from "#app/components/home/star-rating.tsx";
import { company } from "#app/content/company.ts";
import { faqItems } from "#app/content/faq.ts";
import { homeHero } from "#app/content/home.ts";
import { products } from "#app/content/products.ts";
import type { ImageAsset } from "#app/content/shared.ts";
import { ratingLabel, testimonials } from "#app/content/testimonials.ts";
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
    // What a broken picture paints without JavaScript (tests/e2e/home.spec.ts).
    expect(html).toContain('data-initials="SM"');
    expect(html).not.toContain('loading="lazy"');
  });
});

/** Each star's look (its class list), in order: equal lists look alike. */
const starLooks = (html: string) =>
  [...html.matchAll(/<svg [^>]*class="([^"]*)"/g)].map((match) => match[1]);

describe("StarRating", () => {
  it("is one image named by the rating, its five stars hidden and alike when full", () => {
    const html = renderToStaticMarkup(
      <StarRating rating={5} label={ratingLabel} />,
    );
    expect(html).toMatch(/^<p role="img" aria-label="Rated 5 out of 5 stars"/);
    expect(html.match(/<svg aria-hidden="true"/g)).toHaveLength(5);
    expect(new Set(starLooks(html)).size).toBe(1);
  });

  it("draws as many stars full as the rating, the rest another way", () => {
    const html = renderToStaticMarkup(
      <StarRating rating={3} label={ratingLabel} />,
    );
    expect(html).toContain('aria-label="Rated 3 out of 5 stars"');
    const looks = starLooks(html);
    expect(looks).toHaveLength(5);
    const full = renderToStaticMarkup(
      <StarRating rating={5} label={ratingLabel} />,
    );
    const fullLook = starLooks(full)[0];
    expect(looks.slice(0, 3)).toEqual([fullLook, fullLook, fullLook]);
    expect(new Set(looks.slice(3)).size).toBe(1);
    expect(looks[3]).not.toBe(fullLook);
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
    const text = html.replace(/<[^>]+>/g, "");
    for (const item of faqItems) {
      expect(html).toContain(`${item.question}<svg`);
      expect(text).toContain(item.answer);
    }
    // The answer that gives the phone number lets a phone dial it.
    expect(html).toContain(`<a href="${company.phoneHref}"`);
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
