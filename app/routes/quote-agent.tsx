import { data } from "react-router";

import { SavedEstimateLinkExpired } from "#app/components/quote-requests/link-expired.tsx";
import { AgentRequestForm } from "#app/components/quote-requests/agent-request-form.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { savedEstimatePath } from "#app/lib/quote-paths.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import {
  quoteAgentForm,
  SAVED_ESTIMATE_HEADERS,
} from "#server/quotes/quote-forms.ts";
import { servicesContext } from "#server/request-context.ts";
import { findSavedEstimate } from "#server/quotes/saved-estimates.ts";
import { linesInWords } from "#server/quotes/quote-requests.ts";
import type { Route } from "./+types/quote-agent";

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

/**
 * /quote/saved/<token>/agent: the request for an agent about a saved
 * estimate (decision 0060), sent with its answers and figures as saved.
 */

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext)!;
  const saved = await findSavedEstimate(services.database.db, params.token);
  if (!saved)
    throw data(null, { status: 404, headers: SAVED_ESTIMATE_HEADERS });
  // /es/quote/saved/<token>/agent: the lines in Spanish.
  const locale = localeOfPath(new URL(request.url).pathname);
  return data(
    {
      reference: saved.reference,
      lines: linesInWords(saved.lines, locale),
      // An English path: the page's link takes it to the Spanish twin.
      backHref: savedEstimatePath(params.token),
      forms: pageForms([quoteAgentForm], params),
    },
    { headers: SAVED_ESTIMATE_HEADERS },
  );
}

/** The request posted without JavaScript: the page comes back with the outcome and what was typed. */
export const action = formAction([quoteAgentForm]);

export const headers = () => SAVED_ESTIMATE_HEADERS;

export const meta = ({ location }: Route.MetaArgs) => {
  const texts = inLocale(
    { en: english, es: spanish },
    localeOfPath(location.pathname),
  ).agentRequestPage;
  return [
    { title: texts.meta.title },
    { name: "description", content: texts.meta.description },
    { name: "robots", content: "noindex" },
  ];
};

export default function QuoteAgent({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const texts = useLocalized({ en: english, es: spanish }).agentRequestPage;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageTitle
        eyebrow={texts.eyebrow}
        title={texts.title}
        size="md"
        onLight
      />
      <p className="mt-2 font-medium text-brand-800">
        {texts.aboutEstimate(loaderData.reference)}: {loaderData.lines}
      </p>
      <p className="mt-4 text-lg text-slate-700">{texts.intro}</p>
      <div className="mt-8">
        <AgentRequestForm
          key={actionData ? "answered" : "new"}
          initial={actionData}
          backHref={loaderData.backHref}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <SavedEstimateLinkExpired />;
}
