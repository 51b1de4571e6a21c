import type { RequestHandler } from "express";

/** Where the rules are served; the `Speculation-Rules` header names it. */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/**
 * Pages the browser may prerender when a visitor is about to follow a link
 * to them (pointer down or hover: "moderate"): every same-origin page except
 * those that read a session, act, or are files. Prerendering runs no action
 * and a GET here changes nothing, so a guess costs only bandwidth.
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/api/*",
                "/admin",
                "/admin/*",
                "/dashboard",
                "/dashboard/*",
                "/login",
                "/login/*",
                "/auth/*",
                "/forgot-password",
                "/reset-password",
                "/*.xml",
                "/*.txt",
                "/*.json",
              ],
            },
          },
          { not: { selector_matches: "[rel~=nofollow], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

const body = JSON.stringify(speculationRules);

/**
 * Serves the rules (with their own media type, which browsers require) and
 * names them in a `Speculation-Rules` header on every page, so no inline
 * script is needed under the Content-Security-Policy.
 */
export function speculationRulesHeader(): RequestHandler {
  return (req, res, next) => {
    if (req.path === SPECULATION_RULES_PATH && req.method === "GET") {
      res
        .type("application/speculationrules+json")
        .set("Cache-Control", "public, max-age=3600")
        .send(body);
      return;
    }
    if (req.method === "GET" && !/\.[a-z0-9]+$/i.test(req.path))
      res.setHeader("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
    next();
  };
}
