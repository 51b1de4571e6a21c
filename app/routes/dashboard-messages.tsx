import { data } from "react-router";

import { ConversationPage } from "#app/components/conversations/conversation-page.tsx";
import { RecordSummary } from "#app/components/portal/record-summary.tsx";
import { SecureAreaHeader } from "#app/components/portal/secure-area-header.tsx";
import { dashboardMessages } from "#app/content/conversations.ts";

import {
  CONVERSATION_HEADERS,
  conversationForCustomer,
} from "#server/conversations/person-access.ts";
import { dashboardConversationForm } from "#server/conversations/person-form.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/dashboard-messages";

export const meta = () => [
  { title: dashboardMessages.meta.title },
  { name: "description", content: dashboardMessages.meta.description },
  { name: "robots", content: "noindex" },
];

export const headers = () => CONVERSATION_HEADERS;

/**
 * /dashboard/messages/:kind/:id: a record found from the dashboard, by a
 * signed-in customer whose confirmed address is the record's, no token:
 * where it stands, its history, and its conversation. Opening it marks our
 * messages read. Any other record is a 404, the same as one that does not exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, headers, conversation, summary } =
    await conversationForCustomer(request, context, params);
  return data(
    {
      userLabel: user.name || user.email,
      conversation,
      summary,
      forms: pageForms([dashboardConversationForm], params),
    },
    { headers },
  );
}

/** The answer posted without JavaScript, by the record's own customer only. */
export const action = formAction([dashboardConversationForm]);

export default function DashboardMessages({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <>
      <SecureAreaHeader userLabel={loaderData.userLabel} />
      <ConversationPage
        conversation={loaderData.conversation}
        form="dashboard-conversation"
        initial={actionData}
      >
        <RecordSummary summary={loaderData.summary} />
      </ConversationPage>
    </>
  );
}
