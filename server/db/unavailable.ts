/**
 * Telling "the database is away" (a restart, a failover, a cut network, a
 * locked or failing SQLite file) from a bug. The first is nobody's mistake
 * and passes by itself: pages answer 503 with Retry-After, forms keep what
 * was typed and say "try again shortly", and nothing needs a restart. The
 * second stays a 500.
 */

/** What a 503 for an absent database asks clients to wait, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Socket errors met while connecting to, or talking with, PostgreSQL. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going or not there yet: the whole
 * class 08 (connection exception), shutdowns (57P01-57P03), and too many
 * connections (53300), which a pool that grew during a failover can meet.
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    /^08[0-9A-Z]{3}$/.test(code) ||
    code === "57P01" ||
    code === "57P02" ||
    code === "57P03" ||
    code === "53300"
  );
}

/**
 * What pg says, with no code, when the line goes: the pool's connect timeout
 * (5 s, server/db/database.ts), a connection ended under a query, a client
 * left unusable by an earlier connection error.
 */
const PG_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /^connection terminated/i,
  /connection error and is not queryable/i,
  /^terminating connection due to administrator command/i,
];

/**
 * SQLite primary result codes (node:sqlite's `errcode`, extended codes
 * carry them in the low byte): BUSY and LOCKED (another writer held the file
 * past the busy timeout), IOERR, FULL (the disk) and CANTOPEN.
 */
const SQLITE_CODES = new Set([5, 6, 10, 13, 14]);

/** True when `error` (or what caused it) says the database cannot be reached just now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current))
      continue;
    seen.add(current);
    if (matches(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    // AggregateError: a connect that tried IPv4 and IPv6 and failed on both.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

function matches(error: object): boolean {
  const { code, errcode, message } = error as {
    code?: unknown;
    errcode?: unknown;
    message?: unknown;
  };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || isUnavailableSqlState(code)) return true;
    if (code === "ERR_SQLITE_ERROR" && typeof errcode === "number")
      return SQLITE_CODES.has(errcode & 0xff);
  }
  return (
    typeof message === "string" &&
    PG_MESSAGES.some((pattern) => pattern.test(message))
  );
}
