import { data } from "react-router";

import { ArticlePage } from "~/components/articles/article-page";
import { FallbackImage } from "~/components/ui/fallback-image";
import {
  defaultNewsImage,
  newsArticleBySlug,
  newsBackLink,
} from "~/content/news";
import { newsArticleMeta } from "~/content/pages";
import { articlePageMeta } from "~/lib/seo";

import type { Route } from "./+types/news-article";

export function loader({ params }: Route.LoaderArgs) {
  const article = newsArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return articlePageMeta(newsArticleMeta(article), {
    path: `/news/${article.slug}`,
    title: article.title,
    datePublished: article.date,
    image: article.image.src,
    list: { name: "News", path: "/news" },
  });
}

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
