import { ArticlePage } from "#app/components/articles/article-page.tsx";
import { FallbackImage } from "#app/components/ui/fallback-image.tsx";
import * as english from "#app/content/news.ts";
import * as spanish from "#app/content/es/news.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { articlePageMeta } from "#app/lib/content-seo.ts";
import { pageName } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import type { Route } from "./+types/news-article";
import { contentPage } from "#app/lib/enhancements.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

export const handle = { ...spanishSite, ...contentPage(["image-fallback"]) };

/** Serves /news/:slug and its Spanish twin /es/news/:slug. */
const twins = { en: english, es: spanish };

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { newsArticleBySlug } = inLocale(twins, locale);
  return { article: foundOr404(newsArticleBySlug(params.slug)), locale };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { article, locale } = loaderData;
  return articlePageMeta(
    article,
    { name: pageName(inLocale(twins, locale).newsMeta), path: "/news" },
    locale,
  );
};

export default function NewsArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const { defaultNewsImage, newsBackLink } = useLocalized(twins);
  return (
    <ArticlePage
      back={newsBackLink}
      label={article.category}
      title={article.title}
      date={article.date}
      body={article.body}
      media={
        <FallbackImage
          image={article.image}
          fallback={defaultNewsImage}
          loading="eager"
          className="h-auto w-full"
        />
      }
    />
  );
}
