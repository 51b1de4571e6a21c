import { ArticlePage } from "#app/components/articles/article-page.tsx";
import { PhoneText } from "#app/components/ui/phone-link.tsx";
import {
  pressBackLink,
  pressBoilerplate,
  pressReleaseBySlug,
  pressReleaseLabel,
} from "#app/content/press-releases.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { articlePageMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/press-release";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

export function loader({ params }: Route.LoaderArgs) {
  return { release: foundOr404(pressReleaseBySlug(params.slug)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? articlePageMeta(loaderData.release, {
        name: "Press Releases",
        path: "/press-releases",
      })
    : [];

export default function PressReleaseRoute({
  loaderData,
}: Route.ComponentProps) {
  const { release } = loaderData;
  return (
    <ArticlePage
      back={pressBackLink}
      label={pressReleaseLabel}
      title={release.title}
      date={release.date}
      body={release.body}
    >
      <section
        aria-labelledby="about-company"
        className="mt-12 border-t border-slate-200 pt-8 text-slate-700"
      >
        <h2 id="about-company" className="text-xl font-semibold text-brand-900">
          {pressBoilerplate.heading}
        </h2>
        <p className="mt-3">{pressBoilerplate.text}</p>
        <p className="mt-4 text-sm text-slate-600">
          <PhoneText text={pressBoilerplate.mediaContact} />
        </p>
      </section>
    </ArticlePage>
  );
}
