/**
 * What a public route is, judged from the HTML the server sends: a "form"
 * page (forms and the portal) hydrates, so it carries React Router's
 * hydration scripts; a "content" page is sent without them.
 */
export type PageKind = "content" | "form";

export function pageKind(html: string): PageKind {
  return html.includes("/assets/entry.client") ||
    html.includes("window.__reactRouterContext")
    ? "form"
    : "content";
}

export interface Page {
  route: string;
  url: URL;
  html: string;
  kind: PageKind;
}

export async function fetchPage(baseUrl: string, route: string): Promise<Page> {
  const url = new URL(route, baseUrl);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  const html = await response.text();
  return { route, url, html, kind: pageKind(html) };
}
