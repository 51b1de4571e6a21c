import { Icon } from "#app/components/ui/icon.tsx";
import { conversationPage as englishTexts } from "#app/content/conversations.ts";
import { conversationPage as spanishTexts } from "#app/content/es/conversations.ts";
import type {
  OpenRequestView,
  ReceivedRequestView,
} from "#app/lib/conversation-view.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

/**
 * The documents asked for: those not sent yet, oldest first, with how to
 * send them; then those received, newest first, so that the box says what
 * arrived rather than vanishing once everything has.
 */
export function OpenRequests({
  requests,
  received,
}: {
  requests: readonly OpenRequestView[];
  received: readonly ReceivedRequestView[];
}) {
  const texts = useLocalized({ en: englishTexts, es: spanishTexts });
  const beyondSlots = requests.filter((request) => !request.slot).length;
  return (
    <>
      <p className="mt-2 text-slate-700">
        {requests.length > 0 ? texts.requestsIntro : texts.allReceived}
      </p>
      <RequestList
        state="asked"
        items={requests.map((request) => ({
          id: request.id,
          label: request.label,
          when: texts.requestAsked,
          at: request.askedAt,
          atText: request.askedText,
        }))}
      />
      <RequestList
        state="received"
        items={received.map((request) => ({
          id: request.id,
          label: request.label,
          when: texts.requestReceived,
          at: request.receivedAt,
          atText: request.receivedText,
        }))}
      />
      {beyondSlots > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {texts.moreRequests(beyondSlots)}
        </p>
      )}
    </>
  );
}

const requestStates = {
  asked: {
    icon: "file-text",
    item: "border-amber-300 bg-amber-50",
    mark: "text-amber-800",
  },
  received: {
    icon: "circle-check",
    item: "border-green-700 bg-green-50",
    mark: "text-green-800",
  },
} as const;

/** Documents in one state, each with when it was asked for or received; nothing when there are none. */
function RequestList({
  state,
  items,
}: {
  state: keyof typeof requestStates;
  items: ReadonlyArray<{
    id: string;
    label: string;
    when: string;
    at: string;
    atText: string;
  }>;
}) {
  if (items.length === 0) return null;
  const look = requestStates[state];
  return (
    <ul className="mt-4 space-y-2">
      {items.map((item) => (
        <li
          key={item.id}
          className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border px-4 py-3 ${look.item}`}
        >
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon
              name={look.icon}
              size={18}
              className={`shrink-0 ${look.mark}`}
            />
            {item.label}
          </span>
          <span className="text-sm text-slate-700">
            {item.when} <time dateTime={item.at}>{item.atText}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
