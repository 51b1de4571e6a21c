import { randomBytes } from "node:crypto";

import type { RequestHandler } from "express";

export interface SecurityHeaderOptions {
  appUrl: URL;
  /** Vite's dev server injects inline scripts of its own; CSP is then left off. */
  contentSecurityPolicy: boolean;
}

/** Third-party frames the site may show once a visitor asks (the office map). */
export const allowedFrameSources = ["https://www.openstreetmap.org"];

/**
 * The policy of every page. `scriptSources` name the inline scripts allowed
 * to run: a per-request `'nonce-…'` for pages rendered per request, the
 * `'sha256-…'` hashes of its scripts for a page rendered at build time
 * (prerendered-pages.ts), whose bytes then never change between requests.
 */
export function buildContentSecurityPolicy(
  scriptSources: readonly string[],
  https: boolean,
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // Inline styles are harmless next to a locked script-src (styles cannot
    // run code): React sets style attributes, and content pages carry their
    // stylesheet inline (prerendered-pages.ts).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${allowedFrameSources.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The headers every response carries besides its Content-Security-Policy,
 * the same for every request.
 */
export function fixedSecurityHeaders(https: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    [
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=()",
    ],
  ];
  if (https)
    headers.push([
      "Strict-Transport-Security",
      "max-age=63072000; includeSubDomains",
    ]);
  return headers;
}

/** Sets the headers every response carries and a fresh script nonce in res.locals.nonce. */
export function securityHeaders(
  options: SecurityHeaderOptions,
): RequestHandler {
  const https = options.appUrl.protocol === "https:";
  const fixed = fixedSecurityHeaders(https);
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    if (options.contentSecurityPolicy) {
      res.setHeader(
        "Content-Security-Policy",
        buildContentSecurityPolicy([`'nonce-${nonce}'`], https),
      );
    }
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
