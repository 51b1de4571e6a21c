import { FallbackImage } from "#app/components/ui/fallback-image.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import type { ImageAsset, InfoPageContent } from "#app/content/shared.ts";

import { ArticleCard, type ArticleTeaser } from "./article-card";

const layouts = {
  grid: "mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8",
  column: "mx-auto max-w-4xl space-y-6 px-4 sm:px-6 lg:px-8",
} as const;

/**
 * /news and /press-releases: the hero, then the teasers, illustrated in a
 * grid (a picture that fails to load gives way to `fallbackImage`) or, for
 * a list without pictures, in one column.
 */
export function ArticleListPage({
  page,
}: {
  page: InfoPageContent & {
    list: {
      articles: readonly (ArticleTeaser & { image?: ImageAsset })[];
      linkLabel: string;
      fallbackImage?: ImageAsset;
    };
  };
}) {
  const { articles, linkLabel, fallbackImage } = page.list;
  return (
    <InfoPage page={page}>
      <div className="bg-slate-50 py-16 sm:py-20">
        <ul className={layouts[fallbackImage ? "grid" : "column"]}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard
                article={article}
                linkLabel={linkLabel}
                media={
                  fallbackImage &&
                  article.image && (
                    <FallbackImage
                      image={article.image}
                      fallback={fallbackImage}
                      className="h-auto w-full"
                    />
                  )
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </InfoPage>
  );
}
