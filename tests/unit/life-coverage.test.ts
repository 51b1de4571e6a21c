import { describe, expect, it } from "vitest";

import { suggestedCoverage } from "#app/lib/life-coverage.ts";
import { formatUsd } from "#app/lib/money.ts";

describe("life coverage calculator", () => {
  it("suggests 10x the annual income", () => {
    expect(suggestedCoverage("85000", 10)).toBe(850_000);
    expect(suggestedCoverage("75000", 10)).toBe(750_000);
    expect(suggestedCoverage("0", 10)).toBe(0);
  });

  it("gives no suggestion for an empty, negative or non-numeric income", () => {
    expect(suggestedCoverage("", 10)).toBeUndefined();
    expect(suggestedCoverage("  ", 10)).toBeUndefined();
    expect(suggestedCoverage("-5000", 10)).toBeUndefined();
    expect(suggestedCoverage("abc", 10)).toBeUndefined();
  });

  it("shows whole US dollars", () => {
    expect(formatUsd(850_000)).toBe("$850,000");
    expect(formatUsd(65)).toBe("$65");
    expect(formatUsd(1_000_000)).toBe("$1,000,000");
  });
});
