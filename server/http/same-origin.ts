import type { RequestHandler } from "express";

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
