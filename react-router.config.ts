import type { Config } from "@react-router/dev/config";

import { newsArticles } from "./app/content/news";
import { pressReleases } from "./app/content/press-releases";
import { roles } from "./app/content/roles";

/** Pages that read the visitor's session (and all of /admin): rendered per request, never prerendered. */
const sessionPaths = new Set([
  "/login",
  "/login/two-factor",
  "/dashboard",
  "/dashboard/verification",
]);

export default {
  ssr: true,
  // Every static route, every job, article and press release is rendered to
  // HTML at build time; their inline scripts are allowed by hash, so the
  // server answers them as built (server/http/prerendered-pages.ts, decision 0036).
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths().filter(
        (path) => !sessionPaths.has(path) && !path.startsWith("/admin"),
      ),
      ...roles.map((_, index) => `/job/${index}`),
      ...newsArticles.map((article) => `/news/${article.slug}`),
      ...pressReleases.map((release) => `/press-releases/${release.slug}`),
      // Their Spanish twins (decision 0082); the static /es paths come above.
      ...newsArticles.map((article) => `/es/news/${article.slug}`),
      ...pressReleases.map((release) => `/es/press-releases/${release.slug}`),
      ...roles.map((_, index) => `/es/job/${index}`),
    ];
  },
} satisfies Config;
