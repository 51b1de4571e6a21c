import { pathIn } from "#app/lib/locale.ts";

import { TOKEN_PATH_PREFIXES } from "./token-routes.ts";

/**
 * The paths whose rest is a bearer secret: those of the token routes
 * (token-routes.ts: a message link's `/messages/<token>`, its `.data` twin
 * and the enhanced form's `/api/forms/conversation/<token>`, a saved
 * estimate's `/quote/saved/<token>` and the pages under it), and the same
 * under /es for a Spanish page.
 * Whatever follows one of these prefixes is logged as `[link]`, a mistyped
 * or partial token included: part of a secret is still part of it.
 */
const SECRET_PATH_PREFIXES = TOKEN_PATH_PREFIXES.flatMap((prefix) => [
  prefix,
  pathIn(prefix, "es"),
]);

/** 52 characters of lower-case base32: a token's shape (server/conversations/tokens.ts), in any case. */
const TOKEN_RUN = /[a-z2-7]{52}/i;

export const REDACTED_SEGMENT = "[link]";

/**
 * The path as the router reads it, for matching only: every `%XX` decoded
 * byte by byte (never failing on a malformed one, as decodeURIComponent
 * would), backslashes read as slashes (as URL parsing does), slashes
 * collapsed, lower case.
 */
function routerView(path: string): string {
  return path
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    .replace(/[/\\]+/g, "/")
    .toLowerCase();
}

/**
 * A request path as it may be logged. Under a secret prefix (matched as
 * React Router would match it: in any case, percent-encoded or with doubled
 * slashes) everything after the prefix becomes `[link]`; anywhere else, a
 * segment holding a token-shaped run (a link pasted under a wrong path) is
 * replaced. Other paths are logged as sent.
 */
export function loggedPath(path: string): string {
  const view = routerView(path);
  for (const prefix of SECRET_PATH_PREFIXES)
    if (view.startsWith(prefix)) return `${prefix}${REDACTED_SEGMENT}`;
  if (!TOKEN_RUN.test(view)) return path;
  return path
    .split("/")
    .map((segment) =>
      TOKEN_RUN.test(routerView(segment)) ? REDACTED_SEGMENT : segment,
    )
    .join("/");
}

/**
 * An error about a request to a secret path, fit for the log: React
 * Router's own errors name the path ("No route matches URL …"), so a copy
 * is logged with the path, as sent and decoded, replaced by what
 * `loggedPath` makes of it. Any other error is logged as it is.
 */
export function loggedError(error: unknown, path: string): unknown {
  const shown = loggedPath(path);
  if (shown === path || !(error instanceof Error)) return error;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed path is in the message as sent, if at all.
  }
  const scrub = (text: string) =>
    text.replaceAll(path, shown).replaceAll(decoded, shown);
  const copy = new Error(scrub(error.message));
  copy.name = error.name;
  copy.stack = error.stack && scrub(error.stack);
  return copy;
}
