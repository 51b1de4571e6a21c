import { readFileSync } from "node:fs";

/**
 * `npm start` as package.json writes it: `[NAME=value ...] node [flag ...]
 * server/start.ts`. Tests and benchmarks start the server from it, so they
 * run and measure it with the settings production gets (the allocator's,
 * decision 0044), written in one place.
 */
export interface StartCommand {
  /** The script's text, for a shell (Playwright's web server). */
  script: string;
  /** The variables it sets. */
  env: Record<string, string>;
  /** What it gives node: its flags, then the server's entry file. */
  nodeArgs: string[];
}

export function startCommand(): StartCommand {
  const manifest = JSON.parse(
    readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
  ) as { scripts: Record<string, string> };
  const script = manifest.scripts.start ?? "";
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let at = 0;
  for (; /^[A-Z_][A-Z0-9_]*=/.test(words[at] ?? ""); at += 1) {
    const word = words[at]!;
    const equals = word.indexOf("=");
    env[word.slice(0, equals)] = word.slice(equals + 1);
  }
  if (words[at] !== "node")
    throw new Error(
      `npm start must read "[NAME=value ...] node ...", not: ${script}`,
    );
  return { script, env, nodeArgs: words.slice(at + 1) };
}
