import { randomInt } from "node:crypto";

import {
  LONG_REFERENCE_DIGITS,
  SHORT_REFERENCE_DIGITS,
  type ReferencePrefix,
} from "#app/lib/references.ts";

export type { ReferencePrefix } from "#app/lib/references.ts";

/**
 * A reference: the prefix and a random number written with `digits` digits,
 * by default the spec's (a number below one million, six digits).
 */
export function randomReference(
  prefix: ReferencePrefix,
  digits: number = SHORT_REFERENCE_DIGITS,
): string {
  return `${prefix}${String(randomInt(0, 10 ** digits)).padStart(digits, "0")}`;
}

/** True when a database error is a unique violation, optionally on a given column. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const e = error as {
    code?: string;
    message?: string;
    constraint?: string;
    detail?: string;
  };
  const message = `${e?.message ?? ""} ${e?.constraint ?? ""} ${e?.detail ?? ""}`;
  const unique =
    e?.code === "23505" || /UNIQUE constraint failed/i.test(message);
  return unique && (column === undefined || message.includes(column));
}

/**
 * Draws in the spec's six digits before the long form. A draw collides as
 * often as the numbers are taken: eight in a row at 50% taken is one
 * submission in 256, at 90% two in five. Each try is a transaction that
 * the unique index refuses, so a few are cheap.
 */
export const SHORT_TRIES = 8;

/**
 * Draws in the long form (LONG_REFERENCE_DIGITS) before giving up. With a
 * trillion numbers, a draw collides once in 100,000 even with ten million
 * long references kept; eight colliding in a row (1 in 10^40) is a database
 * that refuses every insert, not a crowded space, and is let through as the
 * error it is.
 */
const LONG_TRIES = 8;

export interface UniqueReferenceOptions {
  /** Short draws before the long form (SHORT_TRIES). */
  shortTries?: number;
  /** Told when the short numbers were all taken and a long reference is drawn: worth a log line. */
  onCrowded?: (prefix: ReferencePrefix) => void;
}

/**
 * Runs `attempt` (an insert under a unique index on the reference) with a
 * fresh reference until one does not collide, so that a submission never
 * fails because its prefix's numbers are crowded (decision 0019): first in
 * the spec's form (prefix and six digits), and when SHORT_TRIES of those
 * collide, in the long form (prefix and twelve digits), which every check
 * of a reference accepts too (app/lib/references.ts). Any error other than
 * a unique violation on `reference` is thrown at once.
 */
export async function withUniqueReference<T>(
  prefix: ReferencePrefix,
  attempt: (reference: string) => Promise<T>,
  options: UniqueReferenceOptions = {},
): Promise<T> {
  const shortTries = options.shortTries ?? SHORT_TRIES;
  for (let i = 1; ; i++) {
    const long = i > shortTries;
    if (i === shortTries + 1) options.onCrowded?.(prefix);
    try {
      return await attempt(
        randomReference(
          prefix,
          long ? LONG_REFERENCE_DIGITS : SHORT_REFERENCE_DIGITS,
        ),
      );
    } catch (error) {
      if (
        i >= shortTries + LONG_TRIES ||
        !isUniqueViolation(error, "reference")
      )
        throw error;
    }
  }
}
