import { describe, expect, it } from "vitest";

import {
  englishPathOf,
  hasSpanishTwin,
  localeOfPath,
  localizeHref,
  pathIn,
} from "#app/lib/locale.ts";

describe("the language of a path", () => {
  it("is Spanish at /es and under it, English elsewhere", () => {
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/")).toBe("es");
    expect(localeOfPath("/es/about")).toBe("es");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about")).toBe("en");
    // A path that merely begins with the letters is English.
    expect(localeOfPath("/espanol")).toBe("en");
  });

  it("maps a page to its twin and back, the prerenderer's trailing slash dropped", () => {
    expect(pathIn("/", "es")).toBe("/es");
    expect(pathIn("/about", "es")).toBe("/es/about");
    expect(pathIn("/about", "en")).toBe("/about");
    expect(englishPathOf("/es")).toBe("/");
    expect(englishPathOf("/es/")).toBe("/");
    expect(englishPathOf("/es/about/")).toBe("/about");
    expect(englishPathOf("/about/")).toBe("/about");
    expect(englishPathOf("/")).toBe("/");
  });
});

describe("twins", () => {
  it("exist for the translated pages (the contact page among them) and each article, not for the portal", () => {
    expect(hasSpanishTwin("/")).toBe(true);
    expect(hasSpanishTwin("/auto-insurance")).toBe(true);
    expect(hasSpanishTwin("/news/faster-digital-claims")).toBe(true);
    expect(hasSpanishTwin("/news/")).toBe(false);
    expect(hasSpanishTwin("/news/a/b")).toBe(false);
    expect(hasSpanishTwin("/login")).toBe(false);
    expect(hasSpanishTwin("/contact")).toBe(true);
    expect(hasSpanishTwin("/dashboard")).toBe(false);
  });

  it("take a Spanish page's links, keeping a fragment or query; other links stay", () => {
    expect(localizeHref("/about", "es")).toBe("/es/about");
    expect(localizeHref("/#services", "es")).toBe("/es#services");
    expect(localizeHref("/news?page=2", "es")).toBe("/es/news?page=2");
    expect(localizeHref("/contact", "es")).toBe("/es/contact");
    expect(localizeHref("/login", "es")).toBe("/login");
    expect(localizeHref("tel:+13135550142", "es")).toBe("tel:+13135550142");
    expect(localizeHref("#main-content", "es")).toBe("#main-content");
    expect(localizeHref("/about", "en")).toBe("/about");
  });
});
