import { ArticleListPage } from "#app/components/articles/article-list-page.tsx";
import { newsMeta, newsPage } from "#app/content/news.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage(["image-fallback"]);

export const meta = () => staticPageMeta(newsMeta);

export default function NewsPage() {
  return <ArticleListPage page={newsPage} />;
}
