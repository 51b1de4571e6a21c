import { ArticleListPage } from "#app/components/articles/article-list-page.tsx";
import {
  pressReleasesMeta,
  pressReleasesPage,
} from "#app/content/press-releases.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage(["image-fallback"]);

export const meta = () => staticPageMeta(pressReleasesMeta);

export default function PressReleasesPage() {
  return <ArticleListPage page={pressReleasesPage} />;
}
