import { Link } from "react-router";

import { Icon } from "#app/components/ui/icon.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  dashboardMessages as texts,
  recordTitle,
} from "#app/content/conversations.ts";
import {
  customerConversationPath,
  type CustomerConversation,
} from "#app/lib/conversation-view.ts";

/**
 * "Messages": the conversations on what the customer sent with their
 * account's confirmed address, newest first, each with its count of
 * messages, the documents still asked for and its latest message's date.
 * `null`: the address is not confirmed, so nothing is looked up.
 */
export function DashboardMessages({
  conversations,
}: {
  conversations: readonly CustomerConversation[] | null;
}) {
  return (
    <Panel id="messages" heading={texts.heading}>
      <p className="mt-2 text-slate-600">{texts.intro}</p>
      {conversations === null || conversations.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {conversations === null ? texts.unverified : texts.none}
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {conversations.map((conversation) => {
            const title = recordTitle(
              conversation.kind,
              conversation.reference,
            );
            return (
              <li
                key={`${conversation.kind}:${conversation.id}`}
                className="flex flex-col rounded-xl border border-brand-200 bg-white p-6 shadow-sm"
              >
                <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                  <Icon
                    name="message-square"
                    size={20}
                    className="shrink-0 text-brand-700"
                  />
                  {title}
                </h3>
                <ul className="mt-3 flex-1 space-y-1 text-slate-700">
                  <li>{texts.messages(conversation.messages)}</li>
                  <li
                    className={
                      conversation.openRequests > 0
                        ? "font-semibold text-amber-900"
                        : undefined
                    }
                  >
                    {texts.openRequests(conversation.openRequests)}
                  </li>
                  <li>
                    {texts.latest}:{" "}
                    <time dateTime={conversation.latestAt}>
                      {conversation.latestText}
                    </time>
                  </li>
                </ul>
                <Link
                  to={customerConversationPath(
                    conversation.kind,
                    conversation.id,
                  )}
                  className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {texts.open}
                  <span className="sr-only">: {title}</span>
                  <Icon name="arrow-right" size={16} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
