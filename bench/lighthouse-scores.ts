import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { fetchPage, type Page, type PageKind } from "./pages.ts";
import {
  marked,
  table,
  verdictOf,
  type Check,
  type Section,
} from "./report.ts";

interface Scores {
  page: Page;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** Why Lighthouse could not audit the page (its scores are then 0). */
  error?: string;
}

/** The lowest performance score each kind of page must reach. */
const performanceGoal: Record<PageKind, number> = { content: 100, form: 98 };
const lcpGoalMs = 1200;
/**
 * Lighthouse's own figures vary from run to run on one machine (its docs
 * advise the median of several); each route is audited this many times and
 * its median run is reported.
 */
const runsPerRoute = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse's default (mobile: Moto G Power, slow 4G, 4× CPU slowdown) run
 * of each route in Debian's headless Chromium, one route after another.
 */
export async function lighthouseScores(
  baseUrl: string,
  routes: string[],
): Promise<Section> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const results: Scores[] = [];
  try {
    for (const route of routes) {
      const page = await fetchPage(baseUrl, route);
      results.push(await medianAudit(page, chrome.port));
    }
  } finally {
    chrome.kill();
  }
  return {
    title: "Lighthouse, mobile",
    body: [
      `Goals: performance 100 on content routes and ≥ 98 on form routes; accessibility, best practices and SEO 100 everywhere; on content routes LCP ≤ ${lcpGoalMs} ms and CLS 0 (shown to 3 decimals, so 0.000). Each route is audited ${runsPerRoute} times and its median run (by performance, then LCP) is shown; a run Lighthouse could not finish is left out. A route's kind comes from its served HTML: "form" when it carries React Router's hydration scripts. TBT is shown without a goal.`,
      "",
      ...table(
        [
          "route",
          "kind",
          "performance",
          "accessibility",
          "best practices",
          "SEO",
          "LCP ms",
          "CLS",
          "TBT ms",
        ],
        results.map(row),
      ),
    ],
    checks: (["content", "form"] as const).flatMap((kind) =>
      summary(results, kind),
    ),
  };
}

/**
 * The median of the route's runs, ordered by performance score, then LCP.
 * A run that failed (Lighthouse sometimes loses its trace) is left out; the
 * route fails only when every run did.
 */
async function medianAudit(page: Page, chromePort: number): Promise<Scores> {
  const runs: Scores[] = [];
  let error: unknown;
  for (let run = 0; run < runsPerRoute; run++)
    await audit(page, chromePort).then(
      (scores) => runs.push(scores),
      (failure: unknown) => (error = failure),
    );
  if (runs.length === 0) return failed(page)(error);
  runs.sort((a, b) => b.performance - a.performance || a.lcp - b.lcp);
  return runs[Math.floor((runs.length - 1) / 2)]!;
}

async function audit(page: Page, chromePort: number): Promise<Scores> {
  const result = await lighthouse(page.url.href, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${page.route}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A page that did not load (a timeout, no first paint) scores 0 without a
  // word: say why instead of reporting zeros as figures.
  if (runtimeError)
    throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
  };
}

/** A route Lighthouse could not audit: it meets no goal. */
const failed =
  (page: Page) =>
  (error: unknown): Scores => ({
    page,
    performance: 0,
    accessibility: 0,
    bestPractices: 0,
    seo: 0,
    lcp: Number.NaN,
    cls: Number.NaN,
    tbt: Number.NaN,
    error: String(error),
  });

/** Each goal the route's kind sets, met or not. */
function goals(scores: Scores) {
  const content = scores.page.kind === "content";
  return {
    performance: scores.performance >= performanceGoal[scores.page.kind],
    accessibility: scores.accessibility === 100,
    bestPractices: scores.bestPractices === 100,
    seo: scores.seo === 100,
    lcp: content ? scores.lcp <= lcpGoalMs : undefined,
    cls: content ? Number(scores.cls.toFixed(3)) === 0 : undefined,
  };
}

const meetsAll = (scores: Scores) =>
  Object.values(goals(scores)).every((met) => met !== false);

function row(scores: Scores): string[] {
  if (scores.error)
    return [
      scores.page.route,
      scores.page.kind,
      `❌ not audited: ${scores.error.replaceAll("|", "/").slice(0, 200)}`,
      ...Array<string>(6).fill(""),
    ];
  const met = goals(scores);
  /** A figure with its mark where the kind sets a goal for it. */
  const cell = (figure: string, ok: boolean | undefined) =>
    ok === undefined ? figure : marked(figure, ok);
  return [
    scores.page.route,
    scores.page.kind,
    cell(String(scores.performance), met.performance),
    cell(String(scores.accessibility), met.accessibility),
    cell(String(scores.bestPractices), met.bestPractices),
    cell(String(scores.seo), met.seo),
    cell(String(Math.round(scores.lcp)), met.lcp),
    cell(scores.cls.toFixed(3), met.cls),
    String(Math.round(scores.tbt)),
  ];
}

function summary(results: Scores[], kind: PageKind): Check[] {
  const ofKind = results.filter((scores) => scores.page.kind === kind);
  if (ofKind.length === 0) return [];
  const lowest = ofKind.reduce((a, b) =>
    b.performance < a.performance ? b : a,
  );
  const missing = ofKind.filter((scores) => !meetsAll(scores));
  return [
    {
      measure: `Lighthouse, ${kind} routes (${ofKind.length})`,
      figure: `${ofKind.length - missing.length} of ${ofKind.length} meet every goal; lowest performance ${lowest.performance} (${lowest.page.route})${missing.length > 0 ? `; missed on ${missing.map((scores) => scores.page.route).join(", ")}` : ""}`,
      goal:
        kind === "content"
          ? `performance 100, a11y/BP/SEO 100, LCP ≤ ${lcpGoalMs} ms, CLS 0`
          : `performance ≥ ${performanceGoal.form}, a11y/BP/SEO 100`,
      verdict: verdictOf(missing.length === 0),
    },
  ];
}
