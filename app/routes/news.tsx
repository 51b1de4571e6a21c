import { ArticleListPage } from "#app/components/articles/article-list-page.tsx";
import { newsPage } from "#app/content/news.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage(["image-fallback"]);

export const meta = () => staticPageMeta("/news");

export default function NewsPage() {
  return <ArticleListPage page={newsPage} />;
}
