import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

/**
 * The glossary decides (docs/spanish-glossary.md, decisions 0083 and 0090):
 * its table "One thing, one word" lists, for each thing, the words that must
 * never name it, and where. This test reads that table, so a row added
 * there is held here without touching the test.
 */
const glossary = readFileSync("docs/spanish-glossary.md", "utf8");

interface Rule {
  thing: string;
  refused: string[];
  /** "anywhere", or only in the label of a link to the online estimate. */
  scope: "anywhere" | "estimate links";
}

function rulesOf(markdown: string): Rule[] {
  const section = markdown
    .split(/^## /m)
    .find((part) => part.startsWith("One thing, one word"));
  if (!section) throw new Error('The glossary has no "One thing, one word"');
  return section
    .split("\n")
    .filter((line) => line.startsWith("|") && line.includes("`"))
    .map((line) => {
      const [thing = "", , refused = "", where = ""] = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        thing,
        refused: [...refused.matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
        scope: where.startsWith("anywhere") ? "anywhere" : "estimate links",
      };
    });
}

/** The online estimate's pages, which a link names (English paths: the site's Link localizes them). */
const isEstimatePath = (href: string) =>
  /^(\/es)?\/quote(\/(auto|home|health|life|travel))?(\?|#|$)/.test(href);

/** Sample arguments for the content's functions: enough to make their words. */
const sampleArgs = ["auto", "Silver", 2, 3, 4];

interface Text {
  at: string;
  value: string;
  /** The href of the link this text labels, if it is one's label. */
  linkTo?: string;
}

function textsOf(value: unknown, at: string, out: Text[], seen: Set<unknown>) {
  if (typeof value === "string") {
    out.push({ at, value });
    return;
  }
  if (typeof value === "function") {
    let made: unknown;
    try {
      made = (value as (...args: unknown[]) => unknown)(...sampleArgs);
    } catch {
      return;
    }
    textsOf(made, `${at}()`, out, seen);
    return;
  }
  if (!value || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => textsOf(item, `${at}[${index}]`, out, seen));
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (
      key === "label" &&
      typeof item === "string" &&
      typeof record.href === "string"
    )
      out.push({ at: `${at}.${key}`, value: item, linkTo: record.href });
    else textsOf(item, `${at}.${key}`, out, seen);
  }
}

/**
 * Texts that name the online estimate's own page without being a link to it
 * (its title, its name in the breadcrumb trail): held as such a link is.
 */
const namesOfTheEstimatePage = new Set([
  "quote.ts:quoteMeta.title",
  "quote.ts:quoteTrailName",
  "quote.ts:quotePage.eyebrow",
]);

const spanishDir = path.resolve("app/content/es");
const spanishTexts = async (): Promise<Text[]> => {
  const out: Text[] = [];
  for (const file of readdirSync(spanishDir).filter((f) => f.endsWith(".ts"))) {
    const module = (await import(
      /* @vite-ignore */ path.join(spanishDir, file)
    )) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      textsOf(value, `${file}:${name}`, out, new Set());
  }
  return out.map((text) =>
    namesOfTheEstimatePage.has(text.at) ? { ...text, linkTo: "/quote" } : text,
  );
};

/** The Spanish words written in the mail templates themselves (most come from app/content/es/emails.ts). */
const mailTemplateFiles = [
  "server/mail/templates.ts",
  ...readdirSync("server/mail/templates").map(
    (name) => `server/mail/templates/${name}`,
  ),
];

/**
 * A refused word in small letters is refused in any case ("cotiz" catches
 * "Cotización"); one with a capital only as written ("Sus pólizas
 * combinadas", a heading, not "todas sus pólizas combinadas").
 */
const contains = (text: string, word: string) =>
  word === word.toLowerCase()
    ? text.toLowerCase().includes(word)
    : text.includes(word);

const breaches = (rule: Rule, texts: Text[]) =>
  texts.flatMap((text) =>
    rule.refused
      .filter((word) => contains(text.value, word))
      .filter(
        () =>
          rule.scope === "anywhere" ||
          (text.linkTo !== undefined && isEstimatePath(text.linkTo)),
      )
      .map((word) => `${text.at}: "${word}" in "${text.value}"`),
  );

describe("the Spanish glossary's one word for one thing", () => {
  const rules = rulesOf(glossary);

  it("is a table the test can read", () => {
    expect(rules.length).toBeGreaterThanOrEqual(3);
    for (const rule of rules) expect(rule.refused.length).toBeGreaterThan(0);
    expect(rules.some((rule) => rule.scope === "estimate links")).toBe(true);
  });

  it("is held by every Spanish content module and the Spanish mail texts", async () => {
    const texts = await spanishTexts();
    expect(texts.length).toBeGreaterThan(500);
    for (const at of namesOfTheEstimatePage)
      expect(texts.map((text) => text.at)).toContain(at);
    const found = rules.flatMap((rule) => breaches(rule, texts));
    for (const rule of rules.filter((r) => r.scope === "anywhere"))
      for (const word of rule.refused)
        for (const file of mailTemplateFiles)
          if (contains(readFileSync(file, "utf8"), word))
            found.push(`${file}: "${word}"`);
    expect(found).toEqual([]);
  });

  it("fails on a refused word (the check is not empty)", () => {
    const rule = rules.find((r) => r.scope === "estimate links")!;
    const word = rule.refused[0]!;
    expect(
      breaches(rule, [
        { at: "x", value: `Obtenga una ${word}`, linkTo: "/quote/auto" },
        { at: "y", value: `Obtenga una ${word}`, linkTo: "/quote/business" },
        { at: "z", value: `Obtenga una ${word}` },
      ]),
    ).toEqual([`x: "${word}" in "Obtenga una ${word}"`]);
    const anywhere = rules.find((r) => r.scope === "anywhere")!;
    expect(
      breaches(anywhere, [{ at: "z", value: `Texto: ${anywhere.refused[0]}` }]),
    ).toHaveLength(1);
  });
});
