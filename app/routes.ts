import { index, route, type RouteConfig } from "@react-router/dev/routes";

import { productLines } from "./content/shared";
import { pathIn, type TwinPath } from "./lib/locale";

/**
 * The module of each page with a Spanish twin (app/lib/locale.ts lists
 * them): a content page's module serves both paths and reads the language
 * from the path (decision 0081); a form page has a module per language under
 * routes/es/, which imports its own words only (decision 0092).
 */
const twinModules: Readonly<Record<TwinPath, string>> = {
  "/": "routes/home.tsx",
  "/about": "routes/about.tsx",
  "/insurance-product": "routes/insurance-product.tsx",
  "/privacy-policy": "routes/privacy-policy.tsx",
  "/terms-of-service": "routes/terms-of-service.tsx",
  "/accessibility": "routes/accessibility.tsx",
  "/payment-options": "routes/payment-options.tsx",
  "/leadership": "routes/leadership.tsx",
  "/sitemap": "routes/sitemap.tsx",
  "/benefits": "routes/benefits.tsx",
  "/insurance-guides": "routes/insurance-guides.tsx",
  // The six product pages share one module (routes/product.tsx) in both languages.
  ...(Object.fromEntries(
    productLines.map((line) => [`/${line}-insurance`, "routes/product.tsx"]),
  ) as Record<`/${(typeof productLines)[number]}-insurance`, string>),
  "/news": "routes/news.tsx",
  "/press-releases": "routes/press-releases.tsx",
  "/explore-roles": "routes/explore-roles.tsx",
  "/quote/how-we-estimate": "routes/quote-how-we-estimate.tsx",
  "/contact": "routes/es/contact.tsx",
  "/file-a-claim": "routes/es/file-a-claim.tsx",
  "/complaints": "routes/es/complaints.tsx",
  "/quote": "routes/quote.tsx",
  "/quote/save": "routes/quote-save.tsx",
  "/verification": "routes/es/verification.tsx",
};

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("benefits", "routes/benefits.tsx"),
  route("contact", "routes/contact.tsx"),
  route("explore-roles", "routes/explore-roles.tsx"),
  route("job/:roleId", "routes/job.tsx"),
  route("verification", "routes/verification.tsx"),
  route("file-a-claim", "routes/file-a-claim.tsx"),
  route("complaints", "routes/complaints.tsx"),
  route("payment-options", "routes/payment-options.tsx"),
  route("insurance-guides", "routes/insurance-guides.tsx"),
  route("insurance-product", "routes/insurance-product.tsx"),
  // One template serves the six product pages; the path names the line.
  ...productLines.map((line) =>
    route(`${line}-insurance`, "routes/product.tsx", { id: `product-${line}` }),
  ),
  // The online estimate: choose a line, then its questions and estimate.
  route("quote", "routes/quote.tsx"),
  route("quote/:line", "routes/quote-line.tsx"),
  route("leadership", "routes/leadership.tsx"),
  route("news", "routes/news.tsx"),
  route("news/:slug", "routes/news-article.tsx"),
  route("press-releases", "routes/press-releases.tsx"),
  route("press-releases/:slug", "routes/press-release.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  // The online estimate's rating table in plain words (issue 24): content only.
  route("quote/how-we-estimate", "routes/quote-how-we-estimate.tsx"),
  // A conversation opened by the link in a message email: the token is the
  // path's last segment, never logged (server/http/logged-path.ts).
  route("messages/:token", "routes/messages.tsx"),
  // The same page in Spanish, for a record sent from a Spanish page
  // (decision 0091): rendered per request, its token never logged either.
  route("es/messages/:token", "routes/messages.tsx", {
    id: "es/messages/:token",
  }),
  // Saved estimates and requests for an agent (decision 0060): the token
  // is the path's segment after /quote/saved/, never logged.
  route("quote/save", "routes/quote-save.tsx"),
  route("quote/saved/:token", "routes/quote-saved.tsx"),
  route("quote/saved/:token/agent", "routes/quote-agent.tsx"),
  // A line's estimate that joins the saved one: the token in the path,
  // never in a query string (server/http/token-routes.ts).
  route("quote/saved/:token/add/:line", "routes/quote-line.tsx", {
    id: "quote/saved/:token/add/:line",
  }),
  // The Spanish twins: /es, /es/about... (English slugs after the prefix).
  ...Object.entries(twinModules).map(([path, file]) =>
    route(pathIn(path, "es").slice(1), file, { id: `es${path}` }),
  ),
  route("es/news/:slug", "routes/news-article.tsx", { id: "es/news/:slug" }),
  route("es/press-releases/:slug", "routes/press-release.tsx", {
    id: "es/press-releases/:slug",
  }),
  // The estimate in Spanish: each line's page, a saved estimate, its
  // request for an agent and its lines to add (tokens never logged, as in English).
  route("es/quote/:line", "routes/quote-line.tsx", { id: "es/quote/:line" }),
  route("es/quote/saved/:token", "routes/quote-saved.tsx", {
    id: "es/quote/saved/:token",
  }),
  route("es/quote/saved/:token/agent", "routes/quote-agent.tsx", {
    id: "es/quote/saved/:token/agent",
  }),
  route("es/quote/saved/:token/add/:line", "routes/quote-line.tsx", {
    id: "es/quote/saved/:token/add/:line",
  }),
  route("es/job/:roleId", "routes/es/job.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The JSON endpoints of the enhanced forms, each named by its form's
  // definition; without JavaScript the pages' own actions answer.
  route("api/forms/*", "routes/api/forms.ts"),
  // The same endpoints for the forms of Spanish pages: they answer in Spanish.
  route("es/api/forms/*", "routes/api/forms.ts", { id: "es/api/forms" }),
  // Customer portal: the dashboard pages and /login read the session, so
  // they are never prerendered (react-router.config.ts).
  route("login", "routes/login.tsx"),
  // The second step of signing in, for accounts with an authenticator app.
  route("login/two-factor", "routes/login-two-factor.tsx"),
  route("auth/callback", "routes/auth-callback.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("dashboard/verification", "routes/dashboard-verification.tsx"),
  route("dashboard/messages/:kind/:id", "routes/dashboard-messages.tsx"),
  // The back office: staff and admins only (server/staff/access.ts), never prerendered.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx"),
    // The five inboxes share one list, one export and one detail module;
    // :inbox is contact, applications, verifications, claims or quotes (else 404).
    // The complaints register of a year (issue 33), before :inbox/:id would take it.
    route("complaints/register.csv", "routes/admin/complaints-register.ts"),
    route(":inbox", "routes/admin/inbox.tsx"),
    route(":inbox/export.csv", "routes/admin/inbox-export.ts"),
    route(":inbox/:id", "routes/admin/submission.tsx"),
    // Documents, by row id and which document: never a storage key or name.
    route(
      "verifications/:id/documents/:side",
      "routes/admin/verification-document.ts",
    ),
    route("applications/:id/resume", "routes/admin/resume.ts"),
    route("claims/:id/files/:fileId", "routes/admin/claim-file.ts"),
    // A photo shown in its record's page (audited as previewed).
    route(
      "claims/:id/files/:fileId/preview",
      "routes/admin/claim-file-preview.ts",
    ),
    // The files a person sent in a record's conversation, on any inbox.
    route(":inbox/:id/message-files/:fileId", "routes/admin/message-file.ts"),
    route(
      ":inbox/:id/message-files/:fileId/preview",
      "routes/admin/message-file-preview.ts",
    ),
    route("replies", "routes/admin/replies.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("manager", "routes/admin/manager.tsx"),
    route("manager.csv", "routes/admin/manager-csv.ts"),
    route("audit.csv", "routes/admin/audit-export.ts"),
  ]),
  // Outside the layout, whose guard sends a member of staff without an
  // authenticator app here.
  route("admin/two-factor", "routes/admin/two-factor.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
