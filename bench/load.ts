/**
 * `npm run bench:load`: contact posts held for 60 seconds at 32 connections
 * against the built server (as `npm start` runs it), on SQLite and, when it
 * answers on 127.0.0.1:5432, on PostgreSQL (bench/load-held.ts). Writes
 * bench/results/load.md and prints it, p99 beside its goal (< 250 ms);
 * exits 1 on an error or a count that differs. LOAD_SECONDS and LOAD_CONNECTIONS change the run;
 * `npm run bench:load -- sqlite` (or `postgres`) picks one database.
 * Traffic goes to 127.0.0.1 only. Not part of `npm test`; CI runs it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

import type { DatabaseName } from "./contact-posts.ts";
import { loadHeld } from "./load-held.ts";
import { machine } from "./report.ts";

const root = new URL("../", import.meta.url);
if (!existsSync(new URL("build/server/index.js", root)))
  spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const only = process.argv.slice(2);
const databases = (
  [
    ["sqlite", "SQLite"],
    ["postgres", "PostgreSQL"],
  ] as const
)
  .filter(([word]) => only.length === 0 || only.includes(word))
  .map(([, name]): DatabaseName => name);

const { section, held } = await loadHeld(databases);
const text = [
  `# ${section.title} (${new Date().toISOString()})`,
  "",
  `Machine: ${machine()}`,
  "",
  ...section.body,
  "",
].join("\n");
mkdirSync(new URL("bench/results/", root), { recursive: true });
writeFileSync(new URL("bench/results/load.md", root), text);
console.log(text);
process.exitCode = held ? 0 : 1;
