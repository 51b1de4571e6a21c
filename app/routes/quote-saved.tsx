import { data } from "react-router";

import { SavedEstimateLinkExpired } from "#app/components/quote-requests/link-expired.tsx";
import { SavedEstimate } from "#app/components/quote-requests/saved-estimate.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import { servicesContext } from "#server/request-context.ts";
import { SAVED_ESTIMATE_HEADERS } from "#server/quotes/quote-forms.ts";
import { findSavedEstimate } from "#server/quotes/saved-estimates.ts";
import { savedEstimateView } from "#server/quotes/saved-view.ts";
import type { Route } from "./+types/quote-saved";

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

/**
 * /quote/saved/<token>: a saved estimate, reopened from its link (decision
 * 0060). Never prerendered, cached or indexed; its token is never logged
 * (server/http/logged-path.ts) nor sent on as a referrer.
 */

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext)!;
  const saved = await findSavedEstimate(services.database.db, params.token);
  if (!saved)
    throw data(null, { status: 404, headers: SAVED_ESTIMATE_HEADERS });
  const url = new URL(request.url);
  const query = url.searchParams;
  return data(
    {
      // /es/quote/saved/<token>: the same estimate, said in Spanish.
      view: savedEstimateView(saved, params.token, localeOfPath(url.pathname)),
      emailed: query.has("emailed"),
      expired: query.has("expired"),
    },
    { headers: SAVED_ESTIMATE_HEADERS },
  );
}

export const headers = () => SAVED_ESTIMATE_HEADERS;

export const meta = ({ location }: Route.MetaArgs) => {
  const texts = inLocale(
    { en: english, es: spanish },
    localeOfPath(location.pathname),
  ).savedEstimatePage;
  return [
    { title: texts.meta.title },
    { name: "description", content: texts.meta.description },
    { name: "robots", content: "noindex" },
  ];
};

export default function QuoteSaved({ loaderData }: Route.ComponentProps) {
  const { view, emailed, expired } = loaderData;
  const { saveEstimate, savedEstimatePage: texts } = useLocalized({
    en: english,
    es: spanish,
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageTitle
        eyebrow={texts.eyebrow}
        title={texts.title(view.reference)}
        size="md"
        onLight
      />
      <p className="mt-4 text-lg text-slate-700">{texts.intro}</p>
      <p className="mt-2 text-sm text-slate-600">
        {texts.savedAt}: <time dateTime={view.savedAtIso}>{view.savedAt}</time>.{" "}
        {texts.private}
      </p>
      {(emailed || expired) && (
        <div className="mt-6 space-y-3">
          {expired && (
            <FormOutcome
              message={{
                type: "info",
                title: saveEstimate.messages.linkExpired,
              }}
            />
          )}
          {emailed && (
            <FormOutcome message={{ type: "success", title: texts.emailed }} />
          )}
        </div>
      )}
      <div className="mt-10">
        <SavedEstimate view={view} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <SavedEstimateLinkExpired />;
}
