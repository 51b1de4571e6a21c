import { ArticlePage } from "#app/components/articles/article-page.tsx";
import { PhoneText } from "#app/components/ui/phone-link.tsx";
import * as english from "#app/content/press-releases.ts";
import * as spanish from "#app/content/es/press-releases.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { articlePageMeta } from "#app/lib/content-seo.ts";
import { pageName } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import type { Route } from "./+types/press-release";
import { contentPage } from "#app/lib/enhancements.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

export const handle = { ...spanishSite, ...contentPage() };

/** Serves /press-releases/:slug and its Spanish twin /es/press-releases/:slug. */
const twins = { en: english, es: spanish };

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { pressReleaseBySlug } = inLocale(twins, locale);
  return { release: foundOr404(pressReleaseBySlug(params.slug)), locale };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { release, locale } = loaderData;
  return articlePageMeta(
    release,
    {
      name: pageName(inLocale(twins, locale).pressReleasesMeta),
      path: "/press-releases",
    },
    locale,
  );
};

export default function PressReleaseRoute({
  loaderData,
}: Route.ComponentProps) {
  const { release } = loaderData;
  const { pressBackLink, pressBoilerplate, pressReleaseLabel } =
    useLocalized(twins);
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
