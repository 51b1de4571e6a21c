import { data, isRouteErrorResponse, redirect } from "react-router";

import { ConversationPage } from "#app/components/conversations/conversation-page.tsx";
import { LinkProblem } from "#app/components/conversations/link-problem.tsx";
import * as english from "#app/content/conversations.ts";
import * as spanish from "#app/content/es/conversations.ts";
import type { LinkProblem as Problem } from "#app/lib/conversation-view.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import {
  CONVERSATION_HEADERS,
  conversationByLink,
  linkPageStatus,
} from "#server/conversations/person-access.ts";
import { conversationLinkForm } from "#server/conversations/person-form.ts";
import { conversationPath } from "#server/conversations/tokens.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/messages";

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

/**
 * /messages/<token>: the conversation a message email links to, read and
 * answered without an account. Rendered per request, never prerendered (a
 * parameter route) nor listed in the sitemap; its token is never logged
 * (server/http/logged-path.ts) and never sent on as a referrer (its
 * Referrer-Policy: server/conversations/person-access.ts).
 *
 * An unknown or malformed link (404) and an expired one (410) get pages of
 * their own, on purpose: telling them apart helps the person whose link is
 * old and tells someone guessing nothing (a token is 256 random bits, and an
 * expired one opens nothing). Both pages say how to get a new link, since
 * expired links are deleted daily and then read as unknown.
 *
 * /es/messages/<token> is the same page in Spanish. The page is in the
 * record's language (decision 0091): opened at the other language's path,
 * it redirects to its own, so a Spanish record's English link still works
 * and opens in Spanish. A link that opens nothing is answered in the
 * path's language (there is no record to ask).
 */

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pathLocale = localeOfPath(new URL(request.url).pathname);
  const page = await conversationByLink(context, params.token, pathLocale);
  if (
    page.state === "open" &&
    page.conversation.locale !== pathLocale &&
    request.method === "GET"
  )
    throw redirect(conversationPath(params.token, page.conversation.locale), {
      headers: CONVERSATION_HEADERS,
    });
  return data(
    {
      page,
      forms:
        page.state === "open" ? pageForms([conversationLinkForm], params) : {},
    },
    { status: linkPageStatus(page) },
  );
}

/** The answer posted without JavaScript: the page comes back with the outcome, the conversation read again. */
export const action = formAction([conversationLinkForm]);

export const headers = () => CONVERSATION_HEADERS;

/** What a refused post says, when its token stopped working while the page was open. */
const problemOf = (error: unknown): Problem | undefined =>
  isRouteErrorResponse(error) && error.status === 404
    ? (error.data as { reason?: Problem } | null)?.reason === "expired"
      ? "expired"
      : "invalid"
    : undefined;

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const { conversationPage, linkProblems } = inLocale(
    { en: english, es: spanish },
    localeOfPath(location.pathname),
  );
  const state = error ? problemOf(error) : loaderData?.page.state;
  const title =
    state === "invalid" || state === "expired"
      ? linkProblems[state].meta
      : conversationPage.meta.title;
  return [
    { title },
    { name: "description", content: conversationPage.meta.description },
    { name: "robots", content: "noindex" },
  ];
}

export default function Messages({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { page } = loaderData;
  const { conversationPage } = useLocalized({ en: english, es: spanish });
  if (page.state !== "open") return <LinkProblem problem={page.state} />;
  return (
    <ConversationPage
      conversation={page.conversation}
      form="conversation"
      initial={actionData}
      note={conversationPage.linkNote}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const problem = problemOf(error);
  if (problem) return <LinkProblem problem={problem} />;
  throw error;
}
