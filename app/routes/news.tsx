import { ArticleCard } from "#app/components/articles/article-card.tsx";
import { FallbackImage } from "#app/components/ui/fallback-image.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import {
  defaultNewsImage,
  newsArticles,
  newsHero,
  readArticleLabel,
} from "#app/content/news.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

export const meta = () => staticPageMeta("/news");

export default function NewsPage() {
  return (
    <>
      <PageHero {...newsHero} />
      <div className="bg-slate-50 py-16 sm:py-20">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
          {newsArticles.map((article) => (
            <li key={article.id}>
              <ArticleCard
                title={article.title}
                date={article.date}
                category={article.category}
                summary={article.summary}
                href={`/news/${article.slug}`}
                linkLabel={readArticleLabel}
                media={
                  <FallbackImage
                    image={article.image}
                    fallback={defaultNewsImage}
                    className="h-auto w-full"
                  />
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
