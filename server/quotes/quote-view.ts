import { productLineTitle } from "#app/content/product-lines.ts";
import {
  channelLabel,
  quoteRecord,
  savedEstimatePage,
  timeLabel,
} from "#app/content/quote-requests.ts";
import { savedEstimatePage as spanishSavedPage } from "#app/content/es/quote-requests.ts";
import { usdIn } from "#app/lib/estimate/figures.ts";
import type { Estimate } from "#app/lib/estimate/types.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import { formatUsd } from "#app/lib/money.ts";
import type { Selectable } from "kysely";

import type { QuoteRequestsTable } from "#server/db/schema.ts";
import { decryptText, type KeyRing } from "#server/crypto.ts";
import { estimateContext, type RequestedEstimate } from "./quote-requests.ts";
import type { SavedLine } from "./saved-estimates.ts";

/** One plan's range as the estimate showed it: "$120 to $150 a month" (the back office's English unless `locale` says otherwise). */
export function rangeInWords(
  estimate: Pick<Estimate, "period">,
  low: number,
  high: number,
  locale: Locale = "en",
): string {
  const texts = inLocale(
    { en: savedEstimatePage, es: spanishSavedPage },
    locale,
  );
  const period = estimate.period === "trip" ? texts.perTrip : texts.perMonth;
  return `${texts.range(usdIn(low, locale), usdIn(high, locale))} ${period}`;
}

/** A saved line's figures, one plan a line, the recommended one marked. */
function lineFigures(saved: SavedLine): string {
  const title = productLineTitle(saved.line);
  if (!saved.estimate) return `${title}: ${quoteRecord.noPrice}`;
  const estimate = saved.estimate;
  return [
    title,
    ...estimate.plans.map((plan) =>
      quoteRecord.plan(
        plan.plan,
        rangeInWords(estimate, plan.low, plan.high),
        plan.recommended,
      ),
    ),
  ].join("\n");
}

/** A saved line's answers: as the estimate worded them, else (business) as posted. */
function lineAnswers(saved: SavedLine): string {
  const title = productLineTitle(saved.line);
  const answers = saved.estimate
    ? saved.estimate.factors.map(
        (factor) => `${factor.label}: ${factor.answer}`,
      )
    : Object.entries(saved.answers).map(([name, value]) => `${name}: ${value}`);
  return [title, ...answers].join("\n");
}

/** What the back office shows of a request, as label and text; its estimate opened with the data keys. */
export function quoteRequestFields(
  row: Selectable<QuoteRequestsTable>,
  keys: KeyRing,
) {
  const estimate = JSON.parse(
    decryptText(row.estimate, keys, estimateContext(row.id)),
  ) as RequestedEstimate;
  const consent = Boolean(row.consent_to_call);
  const labels = quoteRecord.labels;
  const figures = estimate.lines.map(lineFigures);
  if (estimate.bundle && estimate.lines.length > 1)
    figures.push(
      quoteRecord.bundle(
        Math.round(estimate.bundle.discountRate * 100),
        savedEstimatePage.range(
          formatUsd(estimate.bundle.discountedLow),
          formatUsd(estimate.bundle.discountedHigh),
        ),
      ),
    );
  return {
    consent,
    fields: [
      [
        labels.line,
        estimate.lines.map((l) => productLineTitle(l.line)).join(", "),
      ],
      [labels.name, row.full_name],
      [labels.email, row.email],
      [labels.phone, row.phone],
      [labels.channel, channelLabel(row.preferred_channel)],
      [labels.time, timeLabel(row.preferred_time)],
      [
        labels.consent,
        consent ? quoteRecord.consentGiven : quoteRecord.emailOnly,
      ],
      ...(consent ? [[labels.consentText, row.consent_text] as const] : []),
    ] as ReadonlyArray<readonly [string, string | null]>,
    long: [
      [labels.estimate, figures.join("\n\n")],
      [labels.answers, estimate.lines.map(lineAnswers).join("\n\n")],
    ] as const,
  };
}
