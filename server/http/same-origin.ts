import type { Request, RequestHandler } from "express";

import { company } from "#app/content/company.ts";
import { staffLinkPage } from "#app/content/staff.ts";
import { routePathOf } from "./body-limits.ts";
import { isStaffPath } from "./no-store.ts";
import { escapeHtml } from "./responses.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses any state-changing request a browser sends from another origin,
 * before a route action can run. Browsers send Sec-Fetch-Site and Origin with
 * every POST; a request with neither comes from a non-browser client, which
 * cannot ride a visitor's cookies, and is let through.
 */
export function sameOriginOnly(appUrl: URL): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const sameSite = site === undefined || site === "same-origin";
    const sameOrigin =
      origin === undefined ||
      origin === appUrl.origin ||
      hostOf(origin) === req.get("host");
    if (sameSite && sameOrigin) return next();
    res.locals.refusedReason = "cross-origin";
    res
      .status(403)
      .type("text/plain")
      .send("Cross-origin requests are not accepted.");
  };
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Where a GET came from, as the browser says: `same-origin`, `none` (the
 * person typed it, used a bookmark, or opened it from a mail program), or
 * `foreign` (another site, a subdomain among them). A browser too old for
 * Sec-Fetch-* headers is judged by its Referer; a request with neither is
 * no browser's, and cannot ride a person's cookies.
 */
export function originOfRequest(
  req: Request,
  appUrl: URL,
): "same-origin" | "none" | "foreign" {
  const site = req.get("sec-fetch-site");
  if (site !== undefined)
    return site === "same-origin" || site === "none" ? site : "foreign";
  const referer = req.get("referer");
  if (referer === undefined) return "none";
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return "foreign";
  }
  return from.origin === appUrl.origin || from.host === req.get("host")
    ? "same-origin"
    : "foreign";
}

/**
 * The back office answers a GET from another site with no data (decision
 * 0005, amended): SameSite=Lax sends the session cookie with a top-level navigation
 * from anywhere, so a link on another site, followed by a signed-in admin,
 * would otherwise download an export in their name and write audit rows of
 * views nobody chose. A navigation gets a page that names where it leads
 * and links there: a click on it comes from this site, so an emailed link
 * still opens its record, one click later. Anything else (a script's
 * fetch, an image) gets 403. Nothing under /admin runs for either: no
 * loader, no export, no download, no audit row.
 */
export function staffPagesFromThisSiteOnly(appUrl: URL): RequestHandler {
  return (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) return next();
    if (!isStaffPath(routePathOf(req.path))) return next();
    if (originOfRequest(req, appUrl) !== "foreign") return next();
    res.locals.refusedReason = "cross-site-staff-page";
    res.set({
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex, nofollow",
    });
    if (req.get("sec-fetch-mode") === "navigate" || acceptsHtml(req)) {
      res.status(403).type("html").send(continuePage(req.originalUrl));
      return;
    }
    res
      .status(403)
      .type("text/plain")
      .send("Back office pages are not served to other sites.");
  };
}

const acceptsHtml = (req: Request) =>
  req.get("sec-fetch-mode") === undefined &&
  /\btext\/html\b/i.test(req.get("accept") ?? "");

/** The page a link from another site meets: where it leads, and a link of this site's own. */
function continuePage(target: string): string {
  // The data URL of a client navigation opens as its page.
  const page = target.replace(/\.data(?=$|\?)/, "");
  const href = escapeHtml(page);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(staffLinkPage.title)} | ${escapeHtml(company.name)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #0f172a">
<main>
<h1>${escapeHtml(staffLinkPage.title)}</h1>
<p>${escapeHtml(staffLinkPage.text)}</p>
<p><a href="${href}" style="color: #1d4ed8; font-weight: 600">${escapeHtml(staffLinkPage.continue)}</a> <code>${href}</code></p>
<p><a href="/admin" style="color: #1d4ed8">${escapeHtml(staffLinkPage.overview)}</a></p>
</main>
</body>
</html>
`;
}
