import { newsArticles } from "~/content/news";
import { pagePaths, routeMeta } from "~/content/pages";
import { pressReleases } from "~/content/press-releases";
import { roles } from "~/content/roles";
import { absoluteUrl } from "~/lib/seo";

/** Every indexable page: the static routes, each job, article and release. Never the portal. */
export function sitemapPaths(): string[] {
  return [
    ...pagePaths.filter((path) => routeMeta[path].indexable),
    ...roles.map((_, index) => `/job/${index}`),
    ...newsArticles.map((article) => `/news/${article.slug}`),
    ...pressReleases.map((release) => `/press-releases/${release.slug}`),
  ];
}

export function loader() {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
