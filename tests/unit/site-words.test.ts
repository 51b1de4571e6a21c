import { describe, expect, it } from "vitest";

import routes from "#app/routes.ts";
import { englishSiteWords, siteWordsOf } from "#app/lib/site-words.ts";
import { spanishSiteWords } from "#app/lib/spanish-site-words.ts";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

const all = (entries: readonly RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...all(entry.children ?? [])]);

const entries = all(routes as RouteEntry[]);
const spanishFiles = new Set(
  entries
    .filter(({ path }) => path === "es" || path?.startsWith("es/"))
    .map(({ file }) => file)
    // Pages; a resource route (the forms' JSON endpoints) has no frame.
    .filter((file) => file.endsWith(".tsx")),
);
// The catch-all 404 serves /es/... paths that name nothing.
spanishFiles.add("routes/not-found.tsx");

/** A route module's handle, as the root reads it. */
async function handleOf(file: string): Promise<unknown> {
  const module = (await import(`../../app/${file}`)) as { handle?: unknown };
  return module.handle;
}

describe("the frame's words (decision 0092)", () => {
  it("every module serving a Spanish path brings the Spanish frame words in its handle", async () => {
    const missing: string[] = [];
    for (const file of spanishFiles) {
      const handle = (await handleOf(file)) as
        { spanishSiteWords?: unknown } | undefined;
      if (handle?.spanishSiteWords !== spanishSiteWords) missing.push(file);
    }
    expect(missing).toEqual([]);
  });

  it("a module that serves only English paths carries no Spanish frame words", async () => {
    const englishOnly = entries
      .map(({ file }) => file)
      .filter((file) => file.endsWith(".tsx") && !spanishFiles.has(file));
    expect(englishOnly).toContain("routes/contact.tsx");
    for (const file of new Set(englishOnly)) {
      const handle = (await handleOf(file)) as
        { spanishSiteWords?: unknown } | undefined;
      expect(handle?.spanishSiteWords, file).toBeUndefined();
    }
  });

  it("the root picks the Spanish words only on a Spanish page, English where a route gives none", () => {
    const matches = [
      { handle: undefined },
      { handle: { spanishSiteWords } },
    ] as const;
    expect(siteWordsOf(matches, true)).toBe(spanishSiteWords);
    expect(siteWordsOf(matches, false)).toBe(englishSiteWords);
    expect(siteWordsOf([{ handle: undefined }], true)).toBe(englishSiteWords);
  });
});
