import { ArticlePage } from "#app/components/articles/article-page.tsx";
import { FallbackImage } from "#app/components/ui/fallback-image.tsx";
import {
  defaultNewsImage,
  newsArticleBySlug,
  newsBackLink,
} from "#app/content/news.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { articlePageMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/news-article";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage(["image-fallback"]);

export function loader({ params }: Route.LoaderArgs) {
  return { article: foundOr404(newsArticleBySlug(params.slug)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? articlePageMeta(loaderData.article, { name: "News", path: "/news" })
    : [];

export default function NewsArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
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
