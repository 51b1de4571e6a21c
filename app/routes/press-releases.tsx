import { ArticleCard } from "#app/components/articles/article-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import {
  pressReleases,
  pressReleasesHero,
  readReleaseLabel,
} from "#app/content/press-releases.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

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
