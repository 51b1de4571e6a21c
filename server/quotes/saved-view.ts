import {
  productLineLinks,
  productLineTitle,
} from "#app/content/product-lines.ts";
import { savedEstimatePage as texts } from "#app/content/quote-requests.ts";
import { isPricedLine } from "#app/content/rating.ts";
import { formatUsd } from "#app/lib/money.ts";
import { ADD_TO_PARAM, agentRequestPath } from "#app/lib/quote-paths.ts";
import type { SavedEstimateView } from "#app/lib/saved-estimate-view.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
import { bundleOfLines } from "./line-estimate.ts";
import { rangeInWords } from "./quote-view.ts";
import type { SavedEstimate } from "./saved-estimates.ts";

/**
 * A saved estimate as its page shows it: each line's plans as ranges in
 * words, what moved the price, the bundle total with its discount, and the
 * lines that can still be added (each starting its estimate with the link's
 * token, to join this one).
 */
export function savedEstimateView(
  saved: SavedEstimate,
  token: string,
): SavedEstimateView {
  const bundle = bundleOfLines(saved.lines);
  const present = new Set(saved.lines.map((line) => line.line));
  return {
    reference: saved.reference,
    savedAt: formatStaffDateTime(saved.updatedAt),
    savedAtIso: saved.updatedAt,
    lines: saved.lines.map((line) => ({
      line: line.line,
      title: productLineTitle(line.line),
      plans:
        line.estimate?.plans.map((plan) => ({
          plan: plan.plan,
          range: rangeInWords(line.estimate!, plan.low, plan.high),
          recommended: plan.recommended,
        })) ?? [],
      factors:
        line.estimate?.factors.map((factor) => ({
          label: factor.label,
          answer: factor.answer,
          dollars:
            factor.dollars === 0
              ? ""
              : `${factor.dollars > 0 ? "+" : "−"}${formatUsd(Math.abs(factor.dollars))}`,
        })) ?? [],
      answers: line.estimate
        ? []
        : Object.entries(line.answers).map(([label, answer]) => ({
            label,
            answer,
          })),
    })),
    bundle: bundle && {
      percent: Math.round(bundle.discountRate * 100),
      total: texts.range(
        formatUsd(bundle.monthlyLow),
        formatUsd(bundle.monthlyHigh),
      ),
      discounted: texts.range(
        formatUsd(bundle.discountedLow),
        formatUsd(bundle.discountedHigh),
      ),
      tripsApart: saved.lines.some((line) => line.estimate?.period === "trip"),
    },
    addable: productLineLinks
      .filter(({ line }) => isPricedLine(line) && !present.has(line))
      .map(({ line, title }) => ({
        title,
        href: `/quote/${line}?${new URLSearchParams({ [ADD_TO_PARAM]: token })}`,
      })),
    agentHref: agentRequestPath(token),
  };
}
