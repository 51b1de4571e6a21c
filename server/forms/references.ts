import { randomInt } from "node:crypto";

export type ReferencePrefix = "VER-" | "APP-" | "CL" | "Q-" | "CT-";

/** The spec's reference: the prefix and a random number below one million (six digits). */
export function randomReference(prefix: ReferencePrefix): string {
  return `${prefix}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
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
 * Runs `attempt` with a fresh reference until none collides. One million
 * numbers per prefix make a collision rare but possible; the unique index
 * finds it and we draw again.
 */
export async function withUniqueReference<T>(
  prefix: ReferencePrefix,
  attempt: (reference: string) => Promise<T>,
  tries = 8,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt(randomReference(prefix));
    } catch (error) {
      if (i >= tries || !isUniqueViolation(error, "reference")) throw error;
    }
  }
}
