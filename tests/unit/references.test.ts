import { describe, expect, it } from "vitest";

import {
  CLAIM_REFERENCE,
  referencePattern,
  type ReferencePrefix,
} from "#app/lib/references.ts";
import { ClaimStatusSchema } from "#app/lib/schemas/claim-status.ts";
import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import { mentionsSsn } from "#app/lib/ssn-shape.ts";
import { SHORT_TRIES, withUniqueReference } from "#server/forms/references.ts";

/**
 * References in a crowded number space (decision 0019). The unique index
 * is stood in for by `attempt`, as the insert it wraps would behave: a
 * reference already taken throws the database's unique violation.
 */

const taken = (reference: string) =>
  Object.assign(
    new Error(`UNIQUE constraint failed: claims.reference (${reference})`),
    { code: "SQLITE_CONSTRAINT_UNIQUE" },
  );

/** An insert into a table whose unique index holds every reference `isTaken` says it does. */
const insertUnless =
  (isTaken: (reference: string) => boolean, tried: string[] = []) =>
  async (reference: string) => {
    tried.push(reference);
    if (isTaken(reference)) throw taken(reference);
    return reference;
  };

const SHORT = /^CL\d{6}$/;
const LONG = /^CL\d{12}$/;
const prefixes: ReferencePrefix[] = ["VER-", "APP-", "CL", "Q-", "CT-"];

describe("references: the short form while there is room, a long one when it is crowded", () => {
  it("gives the spec's short form when a short number is free", async () => {
    const tried: string[] = [];
    const reference = await withUniqueReference(
      "CL",
      insertUnless(() => false, tried),
    );
    expect(reference).toMatch(SHORT);
    expect(tried).toHaveLength(1);
  });

  it("does not fail when every short number is taken: the submission gets a long reference", async () => {
    const tried: string[] = [];
    const crowded: string[] = [];
    const reference = await withUniqueReference(
      "CL",
      // The short space full: all one million CL numbers taken.
      insertUnless((candidate) => SHORT.test(candidate), tried),
      { onCrowded: (prefix) => crowded.push(prefix) },
    );
    expect(reference).toMatch(LONG);
    expect(tried.slice(0, SHORT_TRIES).every((r) => SHORT.test(r))).toBe(true);
    expect(tried).toHaveLength(SHORT_TRIES + 1);
    expect(crowded).toEqual(["CL"]);
  });

  it("draws a long reference again when the long one is taken too", async () => {
    let longTaken = 1;
    const reference = await withUniqueReference(
      "CL",
      insertUnless((candidate) => SHORT.test(candidate) || longTaken-- > 0),
    );
    expect(reference).toMatch(LONG);
  });

  it("refuses no submission when the short space is 90% full, where eight short draws alone refused two in five", async () => {
    // Nine numbers in ten taken: those not ending in 0.
    const ninetyPercent = (candidate: string) =>
      SHORT.test(candidate) && !candidate.endsWith("0");
    let long = 0;
    const submissions = 2_000;
    for (let i = 0; i < submissions; i++) {
      const reference = await withUniqueReference(
        "CL",
        insertUnless(ninetyPercent),
      );
      if (LONG.test(reference)) long += 1;
      else expect(reference).toMatch(/^CL\d{5}0$/);
    }
    // 0.9^8 = 43% of them drew eight taken numbers: now long, none refused.
    expect(long / submissions).toBeGreaterThan(0.38);
    expect(long / submissions).toBeLessThan(0.48);
  });

  it("throws at once an error that is not a taken reference", async () => {
    const tried: string[] = [];
    const lost = new Error("connection lost");
    await expect(
      withUniqueReference("CL", async (reference) => {
        tried.push(reference);
        throw lost;
      }),
    ).rejects.toBe(lost);
    const receipt = Object.assign(
      new Error("UNIQUE constraint failed: submission_receipts.key"),
      { code: "SQLITE_CONSTRAINT_UNIQUE" },
    );
    await expect(
      withUniqueReference("CL", async (reference) => {
        tried.push(reference);
        throw receipt;
      }),
    ).rejects.toBe(receipt);
    expect(tried).toHaveLength(2);
  });

  it("gives up after eight long draws: a database that refuses every insert", async () => {
    const tried: string[] = [];
    await expect(
      withUniqueReference(
        "CL",
        insertUnless(() => true, tried),
      ),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    expect(tried.filter((r) => SHORT.test(r))).toHaveLength(SHORT_TRIES);
    expect(tried.filter((r) => LONG.test(r))).toHaveLength(8);
  });

  it.each(prefixes)(
    "keeps the prefix %s in the long form, which its pattern accepts",
    async (prefix) => {
      const short = new RegExp(`^${prefix}\\d{6}$`);
      const reference = await withUniqueReference(
        prefix,
        insertUnless((candidate) => short.test(candidate)),
      );
      expect(reference).toMatch(new RegExp(`^${prefix}\\d{12}$`));
      expect(reference).toMatch(referencePattern(prefix));
      expect(`${prefix}012345`).toMatch(referencePattern(prefix));
    },
  );
});

describe("every check of a reference takes the long form", () => {
  it("Check a claim: the long form, typed in any case and spacing", () => {
    expect(
      ClaimStatusSchema.parse({
        reference: " cl 0123 4567 8901 ",
        policyNumber: "HL-1234567",
      }),
    ).toEqual({ reference: "CL012345678901", policyNumber: "HL-1234567" });
    expect(CLAIM_REFERENCE.test("CL012345")).toBe(true);
    // Neither form: refused as typed, before any lookup.
    for (const reference of [
      "CL0123456",
      "CL0123456789",
      "CL0123456789012",
      "VER-012345678901",
      "CL01234567890A",
    ])
      expect(
        ClaimStatusSchema.safeParse({ reference, policyNumber: "HL-1234567" })
          .success,
        reference,
      ).toBe(false);
  });

  it("staff search: a long reference is a search the inbox filter keeps whole", () => {
    expect(readInboxFilter(new URLSearchParams("q=CL012345678901")).q).toBe(
      "CL012345678901",
    );
  });

  it("a staff reply may quote a long reference: it is not taken for an SSN", () => {
    for (const prefix of prefixes)
      expect(mentionsSsn(`About ${prefix}012345678901`)).toBe(false);
  });
});
