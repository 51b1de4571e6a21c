import { ArticleListPage } from "#app/components/articles/article-list-page.tsx";
import * as english from "#app/content/news.ts";
import * as spanish from "#app/content/es/news.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /news and its Spanish twin /es/news. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage(["image-fallback"]) };

export const meta = twinPageMeta(twins, (content) => content.newsMeta);

export default function NewsPage() {
  return <ArticleListPage page={useLocalized(twins).newsPage} />;
}
