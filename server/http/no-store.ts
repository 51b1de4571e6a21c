import type { RequestHandler } from "express";

import { englishPathOf } from "#app/lib/locale.ts";

import { beforeHeaders } from "./before-headers.ts";
import { routePathOf } from "./body-limits.ts";
import { isUnderTokenRoute, TOKEN_PAGE_HEADERS } from "./token-routes.ts";

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * Pages read with the visitor's session (never prerendered:
 * react-router.config.ts). A conversation's pages, opened by its link, are
 * token routes (token-routes.ts).
 */
const SESSION_PAGES = /^\/(login|dashboard|admin)(\/|$)/;

/** The back office: never indexed, whatever a page's own meta says; its GETs export, download and audit. */
const STAFF_PAGES = /^\/admin(\/|$)/;

export const isStaffPath = (path: string) => STAFF_PAGES.test(path);

/**
 * `Cache-Control: no-store` on every response that may echo what was posted
 * or belong to one person: answers to a form post or any other non-GET
 * request, everything under /api/ (the forms' JSON, Better Auth), the pages
 * read with a session, the pages whose address holds a bearer token
 * (token-routes.ts), and any response that sets a cookie. A route's own
 * value is kept when it already says no-store ("private, no-store"). Every
 * /admin answer also says `X-Robots-Tag: noindex`; every answer under a
 * token route says `Referrer-Policy: strict-origin` and `X-Robots-Tag:
 * noindex`, over whatever the site or the route set.
 */
export function noStoreForPrivateResponses(): RequestHandler {
  return (req, res, next) => {
    // A Spanish twin (/es/messages/…, /es/api/forms/…) is kept as its English page is.
    const path = englishPathOf(routePathOf(req.path));
    const token = isUnderTokenRoute(path);
    const always =
      !SAFE_METHODS.has(req.method) ||
      path.startsWith("/api/") ||
      SESSION_PAGES.test(path) ||
      token;
    const staff = isStaffPath(path);
    beforeHeaders(res, () => {
      if (staff) res.setHeader("X-Robots-Tag", "noindex, nofollow");
      if (token) {
        res.setHeader("Referrer-Policy", TOKEN_PAGE_HEADERS["Referrer-Policy"]);
        res.setHeader("X-Robots-Tag", TOKEN_PAGE_HEADERS["X-Robots-Tag"]);
      }
      if (!always && !res.hasHeader("Set-Cookie")) return;
      const current = res.getHeader("Cache-Control");
      if (!String(current ?? "").includes("no-store"))
        res.setHeader("Cache-Control", "no-store");
    });
    next();
  };
}
