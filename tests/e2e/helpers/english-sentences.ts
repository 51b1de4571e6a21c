import { readdirSync } from "node:fs";
import path from "node:path";

import { companyAddressLine } from "#app/content/company.ts";

/**
 * Every sentence of four words or more the English content modules hold
 * (app/content/*.ts, each string cut at sentence ends), less those the
 * Spanish modules (app/content/es) say too, and the office's address: names
 * and other facts written once. What a Spanish page must not show.
 */
export async function englishSentences(): Promise<string[]> {
  const english = await stringsOf(path.resolve("app/content"));
  const spanish = await stringsOf(path.resolve("app/content/es"));
  // The address is a fact both languages show as it is.
  const spanishText = [...spanish, companyAddressLine].join("\n");
  const sentences = new Set<string>();
  for (const text of english)
    for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
      const clean = sentence.trim();
      if (clean.split(/\s+/).length >= 4 && !spanishText.includes(clean))
        sentences.add(clean);
    }
  return [...sentences];
}

async function stringsOf(dir: string): Promise<string[]> {
  const files = readdirSync(dir).filter((file) => file.endsWith(".ts"));
  const strings: string[] = [];
  for (const file of files) {
    const module = (await import(path.join(dir, file))) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(module)) collect(value, strings);
  }
  return strings;
}

function collect(value: unknown, into: string[], seen = new Set<object>()) {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) collect(item, into, seen);
  }
}
