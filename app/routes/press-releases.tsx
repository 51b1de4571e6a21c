import { ArticleListPage } from "#app/components/articles/article-list-page.tsx";
import * as english from "#app/content/press-releases.ts";
import * as spanish from "#app/content/es/press-releases.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /press-releases and its Spanish twin /es/press-releases. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage(["image-fallback"]) };

export const meta = twinPageMeta(twins, (content) => content.pressReleasesMeta);

export default function PressReleasesPage() {
  return <ArticleListPage page={useLocalized(twins).pressReleasesPage} />;
}
