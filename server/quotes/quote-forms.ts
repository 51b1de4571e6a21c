import { data, redirect } from "react-router";

import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import {
  inLocale,
  localeOfPath,
  pathIn,
  type Locale,
} from "#app/lib/locale.ts";
import { rating, isPricedLine } from "#app/content/rating.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { agentRequestPath, savedEstimatePath } from "#app/lib/quote-paths.ts";
import {
  AgentRequestSchema,
  agentRequestShape,
  SaveEstimateSchema,
} from "#app/lib/schemas/quote-request.ts";
import { CONVERSATION_HEADERS } from "#server/conversations/person-access.ts";
import { defineForm, type FormRequest } from "#server/forms/form-definition.ts";
import { servicesContext } from "#server/request-context.ts";
import { bundleOfLines, estimateLine } from "./line-estimate.ts";
import { storeQuoteRequest } from "./quote-requests.ts";
import {
  findSavedEstimate,
  saveEstimate,
  type SavedEstimate,
} from "./saved-estimates.ts";

/** The words of the save and agent forms in a page's language. */
const wordsIn = (locale: Locale) =>
  inLocale({ en: english, es: spanish }, locale);

/** The headers of every page that carries a saved estimate's token: never cached, indexed or sent on as a referrer. */
export const SAVED_ESTIMATE_HEADERS = CONVERSATION_HEADERS;

/** A plan the line's product page shows, spelled as it shows it; anything else is dropped. */
function knownPlan(line: ProductLine, plan: string | undefined) {
  if (!plan || !isPricedLine(line)) return plan?.slice(0, 40);
  return rating[line].plans.find(
    (item) => item.name.toLowerCase() === plan.toLowerCase(),
  )?.name;
}

/**
 * Saving an estimate (decision 0060), posted from under the estimate by a
 * plain form, with JavaScript or without: the answers are estimated again
 * here, the estimate stored (or added to the saved one `add` names), the
 * link emailed if an address was given, and the visitor sent to the saved
 * estimate's page, or on to the request for an agent.
 */
export const quoteSaveForm = defineForm({
  name: "quote-save",
  page: "/quote/save",
  rateLimit: { name: "form:quote-save", limit: 20, windowMs: 10 * 60_000 },
  schema: SaveEstimateSchema,
  headers: SAVED_ESTIMATE_HEADERS,
  failureToast: (_error, locale) => wordsIn(locale).saveEstimate.failure,
  submit: async ({ services, input, fields, locale }) => {
    const saveTexts = wordsIn(locale).saveEstimate;
    const plan = knownPlan(input.line, input.plan);
    const estimated = estimateLine(input.line, plan, fields);
    if (!estimated.ok)
      return {
        status: 400,
        result: {
          ok: false,
          fieldErrors: { form: saveTexts.messages.answers },
          values: {},
          toast: saveTexts.failure,
        },
      };
    const saved = await saveEstimate(services, {
      line: estimated.line,
      email: input.email,
      addTo: input.add,
      locale,
    });
    const query = new URLSearchParams();
    if (input.email) query.set("emailed", "1");
    if (saved.addToExpired) query.set("expired", "1");
    // A Spanish page's estimate opens on the Spanish saved page.
    const path = pathIn(
      input.next === "agent"
        ? agentRequestPath(saved.token)
        : savedEstimatePath(saved.token),
      locale,
    );
    return redirect(query.size > 0 ? `${path}?${query}` : path, {
      status: 303,
      headers: SAVED_ESTIMATE_HEADERS,
    });
  },
});

/** What the agent request's form knows: the saved estimate its link opens. */
export interface SavedEstimateScope {
  saved: SavedEstimate;
  token: string;
}

/**
 * The saved estimate of the token in the path, or a 404 (as JSON for the
 * enhanced form): an expired link and an unknown one look alike, as a
 * saved estimate's data is gone or never was.
 */
export async function savedEstimateAccess({
  request,
  context,
  params,
  endpoint,
}: FormRequest): Promise<SavedEstimateScope> {
  const services = context.get(servicesContext);
  if (!services) throw new Error("Saved estimates need the server's services");
  const token = params?.token ?? "";
  const saved = await findSavedEstimate(services.database.db, token);
  if (saved) return { saved, token };
  if (endpoint)
    throw Response.json(
      {
        ok: false,
        form: "quote-agent",
        fieldErrors: {},
        values: {},
        toast: wordsIn(localeOfPath(new URL(request.url).pathname))
          .agentRequestPage.failure,
      },
      { status: 404, headers: SAVED_ESTIMATE_HEADERS },
    );
  throw data(null, { status: 404, headers: SAVED_ESTIMATE_HEADERS });
}

/**
 * The request for an agent about a saved estimate: stored once with the
 * answers and the estimate as saved (the figures the person saw), the
 * person told by email and staff notified.
 */
export const quoteAgentForm = defineForm({
  name: "quote-agent",
  page: "/quote/saved/:token/agent",
  endpoint: "/api/forms/quote-agent/:token",
  rateLimit: { name: "form:quote-agent", limit: 5, windowMs: 10 * 60_000 },
  schema: AgentRequestSchema,
  shape: agentRequestShape,
  access: savedEstimateAccess,
  headers: SAVED_ESTIMATE_HEADERS,
  failureToast: (_error, locale) => wordsIn(locale).agentRequestPage.failure,
  submit: async ({ services, input, token, scope, locale }) => {
    const stored = await storeQuoteRequest(services, {
      saved: scope.saved,
      token: scope.token,
      estimate: {
        lines: scope.saved.lines,
        bundle: bundleOfLines(scope.saved.lines),
      },
      input,
      clientToken: token,
      locale,
    });
    return {
      ok: true as const,
      toast: wordsIn(locale).agentRequestPage.success,
      reference: stored.reference,
    };
  },
});
