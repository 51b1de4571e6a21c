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
import {
  estimatePagePath,
  estimatePageView,
} from "#app/lib/estimate/estimate-page.ts";
import type { FormFailure } from "#app/lib/forms/form-result.ts";
import { quoteLineOf } from "#app/lib/quote-link.ts";
import {
  ADD_TO_FIELD,
  agentRequestPath,
  savedEstimatePath,
} from "#app/lib/quote-paths.ts";
import {
  AgentRequestSchema,
  agentRequestShape,
  SaveEstimateSchema,
} from "#app/lib/schemas/quote-request.ts";
import { CONVERSATION_HEADERS } from "#server/conversations/person-access.ts";
import { isTokenShaped } from "#server/conversations/tokens.ts";
import {
  defineForm,
  refusal,
  type FormRequest,
} from "#server/forms/form-definition.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { answerOfLine } from "#server/forms/quote.ts";
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
      return refusal(400, {
        ok: false,
        fieldErrors: { form: saveTexts.messages.answers },
        toast: saveTexts.failure,
      });
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

/**
 * /quote/save's action. A saved estimate answers with a redirect to its
 * page. A post it could not save (an email that is not one, the rate
 * limit) comes back, without JavaScript, as the estimate's page it came
 * from: the answers and their estimate, estimated again, and the save form
 * with what was typed and its error at the field, to correct and send
 * again. A post that names no line has no estimate to show; the page says
 * what went wrong. With JavaScript, the form checks the email itself first.
 */
export const quoteSaveAction = Object.assign(
  async (post: Omit<FormRequest, "endpoint">) => {
    const response = await handleForm(post, quoteSaveForm);
    if (response instanceof Response) return response;
    const { result, status, headers } = response;
    const locale = localeOfPath(new URL(post.request.url).pathname);
    return data(
      {
        ...result,
        estimatePage: result.ok ? undefined : refusedSavePage(result, locale),
      },
      { status, headers },
    );
  },
  { forms: [quoteSaveForm] },
);

/** The estimate's page a refused save came from, as /quote/save draws it again. */
function refusedSavePage(result: FormFailure, locale: Locale) {
  const posted = (name: string) => {
    const value = result.values[name];
    return typeof value === "string" ? value : undefined;
  };
  const line = quoteLineOf(posted("line"));
  if (!line) return undefined;
  const add = posted(ADD_TO_FIELD);
  const view = estimatePageView(line, locale, {
    asked: posted("plan"),
    addTo: add && isTokenShaped(add) ? add : undefined,
  });
  return {
    view,
    answer: answerOfLine(line, result.values, view.plan, locale),
    answersAction: estimatePagePath(view, locale),
  };
}

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
