import { ArticleCard } from "~/components/articles/article-card";
import { PageHero } from "~/components/ui/page-hero";
import {
  pressReleases,
  pressReleasesHero,
  readReleaseLabel,
} from "~/content/press-releases";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/press-releases");

export default function PressReleasesPage() {
  return (
    <>
      <PageHero {...pressReleasesHero} />
      <div className="bg-slate-50 py-16 sm:py-20">
        <ul className="mx-auto max-w-4xl space-y-6 px-4 sm:px-6 lg:px-8">
          {pressReleases.map((release) => (
            <li key={release.id}>
              <ArticleCard
                title={release.title}
                date={release.date}
                summary={release.summary}
                href={release.link}
                linkLabel={readReleaseLabel}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
