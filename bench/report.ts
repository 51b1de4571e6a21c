import { cpus, loadavg, totalmem } from "node:os";

/**
 * The report `npm run bench` prints and writes: a summary with one line per
 * measure (figure, goal, verdict), then each part's own table, where every
 * figure again stands beside its goal.
 */
export type Verdict = "pass" | "fail" | "report";

export interface Check {
  measure: string;
  figure: string;
  goal: string;
  verdict: Verdict;
}

export interface Section {
  title: string;
  /** Markdown: how it was measured, and the detailed table. */
  body: string[];
  /** The section's lines in the summary table. */
  checks: Check[];
}

export const mark = (verdict: Verdict): string =>
  ({ pass: "✅ pass", fail: "❌ **fail**", report: "report only" })[verdict];

export const verdictOf = (ok: boolean): Verdict => (ok ? "pass" : "fail");

/** A figure with its mark, for a cell of a detailed table. */
export const marked = (figure: string, ok: boolean): string =>
  `${figure} ${ok ? "✅" : "❌"}`;

export function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ];
}

/** Taken when the bench starts: other work on the machine skews every figure. */
const startLoad = loadavg()
  .map((load) => load.toFixed(2))
  .join(", ");

export function machine(): string {
  const cores = cpus();
  const gigabytes = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cores.length} cores (${cores[0]?.model.trim() ?? "unknown CPU"}), ${gigabytes} GB RAM, Node ${process.version}, ${process.platform}`;
}

export function render(sections: Section[], parts: string[]): string {
  const checks = sections.flatMap((section) => section.checks);
  const failed = checks.filter((check) => check.verdict === "fail").length;
  return [
    `# Benchmarks`,
    "",
    `- date: ${new Date().toISOString()}`,
    `- machine: ${machine()}`,
    `- load average when the run began: ${startLoad} (figures are only comparable on a machine that was otherwise idle)`,
    `- parts: ${parts.join(", ")}`,
    `- result: ${failed === 0 ? "every goal met" : `${failed} of ${checks.filter((check) => check.verdict !== "report").length} goals missed`}`,
    "",
    "## Summary",
    "",
    ...table(
      ["measure", "figure", "goal", "result"],
      checks.map((check) => [
        check.measure,
        check.figure,
        check.goal,
        mark(check.verdict),
      ]),
    ),
    "",
    ...sections.flatMap((section) => [
      `## ${section.title}`,
      "",
      ...section.body,
      "",
    ]),
  ].join("\n");
}

/** KB as 1024 bytes, one decimal. */
export const kilobytes = (bytes: number): string => (bytes / 1024).toFixed(1);
/** MB as 1024 × 1024 bytes, one decimal. */
export const megabytes = (bytes: number): string =>
  (bytes / 1024 ** 2).toFixed(1);

/** The p-th percentile of times sorted ascending (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ]!;
