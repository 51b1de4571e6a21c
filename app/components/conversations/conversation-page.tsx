import { PageTitle } from "#app/components/ui/page-title.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import * as english from "#app/content/conversations.ts";
import * as spanish from "#app/content/es/conversations.ts";
import type { PersonConversationView } from "#app/lib/conversation-view.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import { ConversationThread } from "./conversation-thread.tsx";
import { OpenRequests } from "./open-requests.tsx";
import { ReplyForm } from "./reply-form.tsx";

/**
 * A conversation as its person reads it, the same through a message link
 * and from the dashboard: which record it is about, the messages oldest
 * first, the documents still asked for, and the answer form.
 */
export function ConversationPage({
  conversation,
  form,
  initial,
  note,
  children,
}: {
  conversation: PersonConversationView;
  form: "conversation" | "dashboard-conversation";
  initial?: FormResult;
  /** A line under the introduction (how the link works). */
  note?: string;
  /** What comes before the messages (the account's summary of the record). */
  children?: React.ReactNode;
}) {
  // In the page's language: Spanish at /es/messages/, English on the dashboard.
  const { conversationPage: texts, recordTitle } = useLocalized({
    en: english,
    es: spanish,
  });
  const open = conversation.takesDocuments ? conversation.openRequests : [];
  const received = conversation.takesDocuments
    ? conversation.receivedRequests
    : [];
  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <PageTitle
          eyebrow={texts.eyebrow}
          title={recordTitle(conversation.kind, conversation.reference)}
          size="md"
          onLight
          className="mt-2"
        />
        <p className="mt-4 text-lg text-slate-700">{texts.intro}</p>
        {note && <p className="mt-2 text-slate-600">{note}</p>}
        {children}
        <Panel
          id="conversation"
          heading={texts.messagesHeading}
          className="mt-10"
        >
          <ConversationThread messages={conversation.messages} />
        </Panel>
        {(open.length > 0 || received.length > 0) && (
          <Panel
            id="requests"
            heading={texts.requestsHeading}
            className="mt-10"
          >
            <OpenRequests requests={open} received={received} />
          </Panel>
        )}
        <ReplyForm
          key={initial ? "answered" : "new"}
          form={form}
          conversation={conversation}
          initial={initial}
        />
      </div>
    </div>
  );
}
