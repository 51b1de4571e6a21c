/**
 * Every route whose address holds a bearer token, as React Router paths in
 * English (each /es twin follows): a message link's conversation (decision
 * 0056), a saved estimate's pages (decision 0060), and the JSON endpoints
 * of the forms on them. A token rides in a path, never in a query string.
 *
 * A new route with a token is one line here: every response under its
 * prefix (the path up to its token) is then never stored, sends no Referer
 * and is never indexed (no-store.ts), and its path is never logged
 * (logged-path.ts). tests/integration/token-routes.test.ts walks this list,
 * and fails when app/routes.ts or a form's endpoint takes a `:token` that
 * is not in it.
 *
 * Not here: the portal's one-time links (/auth/callback, /reset-password),
 * whose token rides in the fragment (server/auth/links.ts), which no
 * browser sends to a server nor puts in a Referer; the page posts it in a
 * body, and every answer to a post is no-store.
 */
export const TOKEN_ROUTES = [
  "/messages/:token",
  "/api/forms/conversation/:token",
  "/quote/saved/:token",
  "/quote/saved/:token/agent",
  "/quote/saved/:token/add/:line",
  "/api/forms/quote-agent/:token",
] as const;

/**
 * What every response under a token route carries, whatever the route set:
 * not kept by a browser or a proxy, a Referer of the origin alone (the
 * page's address holds the token: its path and query go to no site, ours
 * included), not indexed. Not `no-referrer`: under it browsers send
 * `Origin: null` with the page's own posts, which the same-origin guard and
 * React Router's own check refuse (decision 0056).
 */
export const TOKEN_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "strict-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** A path segment that is a token parameter (`:token`, `:linkToken`). */
export const TOKEN_PARAM = /^:\w*token\w*$/i;

/** "/quote/saved/:token/agent" → "/quote/saved/": the path up to its token. */
function prefixOf(route: string): string {
  const segments = route.split("/");
  const at = segments.findIndex((segment) => TOKEN_PARAM.test(segment));
  // A prefix of "/" alone would take in the whole site.
  if (at < 2) throw new Error(`${route}: no fixed path before its token`);
  return `${segments.slice(0, at).join("/")}/`;
}

/** The paths whose rest holds a token, in lower case, each once. */
export const TOKEN_PATH_PREFIXES: readonly string[] = [
  ...new Set(TOKEN_ROUTES.map(prefixOf)),
];

/**
 * Whether a request to `englishPath` (as React Router matches it: English,
 * lower case, decoded, without a trailing slash or `.data`) is under a
 * token route: a token route itself, or a mistyped or expired link under
 * the same prefix, which holds a token all the same.
 */
export function isUnderTokenRoute(englishPath: string): boolean {
  return TOKEN_PATH_PREFIXES.some(
    (prefix) =>
      englishPath.startsWith(prefix) && englishPath.length > prefix.length,
  );
}
