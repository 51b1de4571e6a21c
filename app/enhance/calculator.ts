/**
 * The life coverage calculator (app/components/product-page/
 * coverage-calculator.tsx): the suggestion follows the income as the visitor
 * types, written into the <output>, whose live region announces it. What was
 * typed before this module ran is picked up when it starts.
 */
import { suggestedCoverage } from "#app/lib/life-coverage.ts";
import { formatUsd } from "#app/lib/money.ts";

import { markEnhanced, whenParsed } from "./document.ts";

const FIELD = "input[data-coverage-income]";

function update(field: HTMLInputElement): void {
  const calculator = field.closest<HTMLElement>("[data-coverage-calculator]");
  const output = calculator?.querySelector("output");
  if (!calculator || !output) return;
  const coverage = suggestedCoverage(
    field.value,
    Number(calculator.dataset.multiplier),
  );
  output.textContent = coverage === undefined ? "—" : formatUsd(coverage);
}

document.addEventListener("input", (event) => {
  if (event.target instanceof HTMLInputElement && event.target.matches(FIELD))
    update(event.target);
});

whenParsed(() => {
  for (const field of document.querySelectorAll<HTMLInputElement>(FIELD))
    update(field);
});

markEnhanced("calculator");
