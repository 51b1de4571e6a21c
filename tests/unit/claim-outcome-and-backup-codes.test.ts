import { describe, expect, it } from "vitest";

import {
  BACKUP_CODE_ALPHABET,
  typedBackupCode,
} from "#app/lib/staff/backup-code-alphabet.ts";
import { dollarsToCents, formatCents } from "#app/lib/staff/claim-outcome.ts";
import { generateBackupCodes } from "#server/auth/backup-codes.ts";

describe("a paid claim's amount", () => {
  it("reads dollars as a handler types them into whole cents, without floating point", () => {
    expect(dollarsToCents("12,500")).toBe(1_250_000);
    expect(dollarsToCents("$12,500.00")).toBe(1_250_000);
    expect(dollarsToCents(" 980.5 ")).toBe(98_050);
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("100000000")).toBe(10_000_000_000);
  });

  it("refuses what is not a positive amount of at most two decimals", () => {
    for (const text of [
      "",
      "0",
      "0.00",
      "-5",
      "12,50.00",
      "1.234",
      "12 500",
      "1e5",
      "100000000.01",
      "ten",
    ])
      expect(dollarsToCents(text), text).toBeUndefined();
  });

  it("writes cents as dollars and cents", () => {
    expect(formatCents(1_250_050)).toBe("$12,500.50");
    expect(formatCents(29)).toBe("$0.29");
  });
});

describe("backup codes", () => {
  it("has no look-alike characters in its alphabet: no I, l, 1, O or 0", () => {
    for (const character of ["I", "l", "1", "O", "0", "o", "i"])
      expect(BACKUP_CODE_ALPHABET).not.toContain(character);
    expect(new Set(BACKUP_CODE_ALPHABET).size).toBe(32);
  });

  it("makes ten distinct codes of ten characters from it, in two groups of five", () => {
    const seen = new Set<string>();
    for (let run = 0; run < 50; run++) {
      const codes = generateBackupCodes();
      expect(codes).toHaveLength(10);
      for (const code of codes) {
        expect(code).toMatch(/^[^-]{5}-[^-]{5}$/);
        for (const character of code.replace("-", ""))
          expect(BACKUP_CODE_ALPHABET).toContain(character);
        seen.add(code);
      }
    }
    expect(seen.size).toBe(500);
    // Every character turns up: drawn from the whole alphabet.
    const used = new Set([...seen].join("").replace(/-/g, ""));
    expect(used.size).toBe(32);
  });

  it("reads a code typed in small letters or without its dash as the code; one of both cases (issued before) as typed", () => {
    expect(typedBackupCode("abcde-fgh23")).toBe("ABCDE-FGH23");
    expect(typedBackupCode("abcdefgh23")).toBe("ABCDE-FGH23");
    expect(typedBackupCode("ABCDEFGH23")).toBe("ABCDE-FGH23");
    expect(typedBackupCode("aBcDe-12345")).toBe("aBcDe-12345");
  });
});
