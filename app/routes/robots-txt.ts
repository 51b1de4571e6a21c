import { absoluteUrl } from "#app/lib/seo.ts";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /dashboard",
    "Disallow: /auth/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
