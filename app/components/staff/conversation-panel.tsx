import { Panel } from "#app/components/ui/panel.tsx";
import { conversationPanel as texts } from "#app/content/staff-conversation.ts";
import { cn } from "#app/lib/cn.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { Locale } from "#app/lib/locale.ts";
import { emailedInFull } from "#app/lib/schemas/conversation-limits.ts";
import type { SavedReplyOption } from "#app/lib/staff/saved-reply-view.ts";
import type {
  ConversationMessageView,
  ConversationView,
  DocumentRequestView,
} from "#app/lib/staff/submission-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

import { ComposeMessage } from "./compose-message.tsx";
import { DocumentList } from "./document-list.tsx";

/**
 * A record's conversation with its person: the documents asked for and
 * whether they came, every message oldest first, and the box to write the
 * next one. Unlike the internal notes, all of it is the person's too.
 */
export function ConversationPanel({
  kind,
  locale,
  recordPath,
  conversation,
  replies,
  draft,
  initial,
}: {
  kind: InboxKind;
  /** The person's language: the one to write in. */
  locale: Locale;
  /** The record's page, where a message is posted. */
  recordPath: string;
  conversation: ConversationView;
  replies: readonly SavedReplyOption[];
  draft: { replyId: string; text: string } | null;
  initial?: FormResult;
}) {
  const { messages, requests } = conversation;
  return (
    <Panel id="conversation" heading={texts.heading} card>
      <p className="mt-2 text-sm text-slate-700">
        {emailedInFull(kind) ? texts.intro.inFull : texts.intro.secure}
      </p>
      {requests.length > 0 && <RequestList requests={requests} />}
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-700">{texts.empty}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
      <ComposeMessage
        kind={kind}
        locale={locale}
        recordPath={recordPath}
        replies={replies}
        draft={draft}
        initial={initial}
      />
    </Panel>
  );
}

function RequestList({
  requests,
}: {
  requests: readonly DocumentRequestView[];
}) {
  return (
    <section aria-labelledby="document-requests-heading" className="mt-6">
      <h3
        id="document-requests-heading"
        className="text-lg font-semibold text-brand-900"
      >
        {texts.requestsHeading}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 text-sm">
        {requests.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-baseline justify-between gap-2 py-2"
          >
            <span className="font-medium text-slate-900">{request.label}</span>
            {request.receivedAt && request.receivedAtIso ? (
              <span className="text-green-800">
                {texts.requestReceived}{" "}
                <time dateTime={request.receivedAtIso}>
                  {request.receivedAt}
                </time>
              </span>
            ) : (
              <span className="text-slate-700">{texts.requestWaiting}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MessageItem({ message }: { message: ConversationMessageView }) {
  const ours = message.author === "staff";
  return (
    <li
      className={cn(
        "rounded-md border-l-4 p-4",
        ours ? "border-brand-600 bg-brand-50" : "border-slate-400 bg-slate-50",
      )}
    >
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">{message.by}</strong> ·{" "}
        {message.channel} · <time dateTime={message.atIso}>{message.at}</time>
      </p>
      {message.body !== "" && (
        <p className="mt-2 whitespace-pre-line break-words text-slate-900">
          {message.body}
        </p>
      )}
      {message.requests.length > 0 && (
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-semibold">{texts.askedFor}:</span>{" "}
          {message.requests.join(", ")}
        </p>
      )}
      {message.files.length > 0 && (
        <div className="mt-2">
          <p className="text-sm font-semibold text-slate-800">
            {texts.filesLabel}
          </p>
          <DocumentList documents={message.files} />
        </div>
      )}
    </li>
  );
}
