import { Icon } from "#app/components/ui/icon.tsx";
import { conversationPage as englishTexts } from "#app/content/conversations.ts";
import { conversationPage as spanishTexts } from "#app/content/es/conversations.ts";
import type { OpenRequestView } from "#app/lib/conversation-view.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

/** The documents asked for and not sent yet, oldest first. */
export function OpenRequests({
  requests,
}: {
  requests: readonly OpenRequestView[];
}) {
  const texts = useLocalized({ en: englishTexts, es: spanishTexts });
  const beyondSlots = requests.filter((request) => !request.slot).length;
  return (
    <>
      <p className="mt-2 text-slate-700">{texts.requestsIntro}</p>
      <ul className="mt-4 space-y-2">
        {requests.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3"
          >
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon
                name="file-text"
                size={18}
                className="shrink-0 text-amber-800"
              />
              {request.label}
            </span>
            <span className="text-sm text-slate-700">
              {texts.requestAsked}{" "}
              <time dateTime={request.askedAt}>{request.askedText}</time>
            </span>
          </li>
        ))}
      </ul>
      {beyondSlots > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {texts.moreRequests(beyondSlots)}
        </p>
      )}
    </>
  );
}
