import { data, type Params, type RouterContextProvider } from "react-router";

import { dashboardMessages, linkProblems } from "#app/content/conversations.ts";
import { linkProblems as spanishLinkProblems } from "#app/content/es/conversations.ts";
import { formMessages } from "#app/content/forms.ts";
import { inLocale, localeOfPath, type Locale } from "#app/lib/locale.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { PRIVATE_NO_STORE, requireUser } from "#server/auth/session.ts";
import type { FormRequest } from "#server/forms/form-definition.ts";
import { requireServices } from "#server/request-context.ts";
import { customerSubject } from "./customer.ts";
import type {
  LinkProblem,
  PersonConversationView,
} from "#app/lib/conversation-view.ts";
import { personConversation } from "./person-view.ts";
import { markSeen, recordSummary } from "#server/portal/activity.ts";
import { findToken, type ConversationSubject } from "./tokens.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * Every response of a conversation's pages: never kept by a browser or a
 * proxy, never indexed, and never naming the page (whose address holds the
 * bearer token) in a Referer: `strict-origin` sends the site's origin
 * alone, to other sites and to our own (and so to any proxy's access log
 * in front of it). Not `no-referrer`: under it browsers send `Origin: null`
 * with the page's own posts, which the same-origin guard
 * (server/http/same-origin.ts) and React Router's CSRF check both refuse.
 */
export const CONVERSATION_REFERRER_POLICY = "strict-origin";

export const CONVERSATION_HEADERS = {
  "Cache-Control": PRIVATE_NO_STORE,
  "Referrer-Policy": CONVERSATION_REFERRER_POLICY,
  "X-Robots-Tag": "noindex",
} as const;

export type LinkPage =
  | { state: "open"; conversation: PersonConversationView }
  | { state: LinkProblem };

/**
 * What a message link opens: its conversation, or why it opens nothing.
 * A malformed or unknown token, or one whose record is gone, is "invalid";
 * a known one past its 30 days is "expired".
 */
export async function conversationByLink(
  context: Context,
  token: string | undefined,
  /** The language of the path it was opened at: dates are written in it. */
  locale: Locale,
): Promise<LinkPage> {
  const services = requireServices(context);
  const found = await findToken(services.database.db, token ?? "", "read");
  if (!found.ok)
    return { state: found.reason === "expired" ? "expired" : "invalid" };
  const conversation = await personConversation(
    services,
    found.subject,
    locale,
  );
  return conversation ? { state: "open", conversation } : { state: "invalid" };
}

/** The HTTP status of a link's page. */
export const linkPageStatus = (page: LinkPage) =>
  page.state === "open" ? 200 : page.state === "expired" ? 410 : 404;

/** What the person's form knows of whom it answers; `headers` carry a renewed session's cookie. */
export interface PersonScope {
  subject: ConversationSubject;
  headers?: Headers;
}

/** A refusal as the JSON endpoint sends it to the enhanced form: its toast, nothing typed lost. */
function jsonRefusal(form: string, status: number, toast: ToastMessage) {
  return Response.json(
    { ok: false, form, fieldErrors: {}, values: {}, toast },
    { status, headers: CONVERSATION_HEADERS },
  );
}

/**
 * The form's access through a message link: the token in the path opens
 * its own conversation, and nothing else. Any refusal is a 404 (the page's
 * error boundary tells an expired link from an unknown one by `reason`).
 */
export async function linkAccess({
  request,
  context,
  params,
  endpoint,
}: FormRequest): Promise<PersonScope> {
  const services = requireServices(context);
  const found = await findToken(
    services.database.db,
    params?.token ?? "",
    "read",
  );
  if (found.ok) return { subject: found.subject };
  if (endpoint)
    throw jsonRefusal(
      "conversation",
      404,
      inLocale(
        { en: linkProblems, es: spanishLinkProblems },
        localeOfPath(new URL(request.url).pathname),
      ).toast,
    );
  throw data(
    { reason: found.reason === "expired" ? "expired" : "invalid" },
    { status: 404, headers: CONVERSATION_HEADERS },
  );
}

/**
 * The record of a dashboard conversation's address (`:kind/:id`) when it
 * was sent with the signed-in account's confirmed address; a 404 otherwise,
 * the same for another person's record as for one that does not exist.
 * Signed out, the page goes to Sign In.
 */
async function customerRecord(
  request: Request,
  context: Context,
  params: Params | undefined,
) {
  const { user, headers } = await requireUser(request, context);
  const subject = await customerSubject(
    requireServices(context).database.db,
    user.id,
    params?.kind,
    params?.id,
  );
  return { user, headers, subject };
}

/** The dashboard's conversation page: the signed-in person, and the conversation. */
export async function conversationForCustomer(
  request: Request,
  context: Context,
  params: Params,
) {
  const { user, headers, subject } = await customerRecord(
    request,
    context,
    params,
  );
  const services = requireServices(context);
  const [conversation, summary] = subject
    ? await Promise.all([
        // The portal is English so far, whatever the record's language.
        personConversation(services, subject, "en"),
        recordSummary(services.database.db, user.id, subject),
      ])
    : [];
  if (!subject || !conversation || !summary)
    throw data(null, { status: 404, headers });
  // Read now: what we wrote until this moment no longer counts as new.
  await markSeen(services.database.db, user.id, subject);
  return { user, headers, conversation, summary };
}

/**
 * The form's access from the dashboard: a signed-in account whose confirmed
 * address is the record's. Signed out, the page goes to Sign In and the
 * JSON endpoint answers 401 "session expired"; anything else is a 404.
 */
export async function customerAccess({
  request,
  context,
  params,
  endpoint,
}: FormRequest): Promise<PersonScope> {
  let found: Awaited<ReturnType<typeof customerRecord>>;
  try {
    found = await customerRecord(request, context, params);
  } catch (refusal) {
    if (!endpoint || !(refusal instanceof Response)) throw refusal;
    throw jsonRefusal(
      "dashboard-conversation",
      401,
      formMessages.sessionExpired,
    );
  }
  if (found.subject) return { subject: found.subject, headers: found.headers };
  if (endpoint)
    throw jsonRefusal(
      "dashboard-conversation",
      404,
      dashboardMessages.notFound,
    );
  throw data(null, { status: 404, headers: found.headers });
}
