import { data } from "react-router";

import { SavedEstimateLinkExpired } from "#app/components/quote-requests/link-expired.tsx";
import { AgentRequestForm } from "#app/components/quote-requests/agent-request-form.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import { agentRequestPage as texts } from "#app/content/quote-requests.ts";
import { savedEstimatePath } from "#app/lib/quote-paths.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import {
  quoteAgentForm,
  SAVED_ESTIMATE_HEADERS,
} from "#server/quotes/quote-forms.ts";
import { servicesContext } from "#server/request-context.ts";
import { findSavedEstimate } from "#server/quotes/saved-estimates.ts";
import { linesInWords } from "#server/quotes/quote-requests.ts";
import type { Route } from "./+types/quote-agent";

/**
 * /quote/saved/<token>/agent: the request for an agent about a saved
 * estimate (decision 0060), sent with its answers and figures as saved.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)!;
  const saved = await findSavedEstimate(services.database.db, params.token);
  if (!saved)
    throw data(null, { status: 404, headers: SAVED_ESTIMATE_HEADERS });
  return data(
    {
      reference: saved.reference,
      lines: linesInWords(saved.lines),
      backHref: savedEstimatePath(params.token),
      forms: pageForms([quoteAgentForm], params),
    },
    { headers: SAVED_ESTIMATE_HEADERS },
  );
}

/** The request posted without JavaScript: the page comes back with the outcome and what was typed. */
export const action = formAction([quoteAgentForm]);

export const headers = () => SAVED_ESTIMATE_HEADERS;

export const meta = () => [
  { title: texts.meta.title },
  { name: "description", content: texts.meta.description },
  { name: "robots", content: "noindex" },
];

export default function QuoteAgent({
  loaderData,
  actionData,
}: Route.ComponentProps) {
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
