import { Icon } from "#app/components/ui/icon.tsx";
import { conversationPage as englishTexts } from "#app/content/conversations.ts";
import { conversationPage as spanishTexts } from "#app/content/es/conversations.ts";
import type { PersonMessageView } from "#app/lib/conversation-view.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

/**
 * The conversation, oldest message first. Each message says who wrote it
 * (the company, never a staff member's name; or "You") and when; its text
 * is shown as written, line breaks kept, never as HTML; then the documents
 * it asked for or carried (names and sizes only).
 */
export function ConversationThread({
  messages,
}: {
  messages: readonly PersonMessageView[];
}) {
  const texts = useLocalized({ en: englishTexts, es: spanishTexts });
  if (messages.length === 0)
    return <p className="mt-4 text-slate-700">{texts.noMessages}</p>;
  return (
    <ol className="mt-6 space-y-4">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            "rounded-xl border p-5 shadow-sm",
            message.fromUs
              ? "mr-6 border-slate-200 bg-white sm:mr-12"
              : "ml-6 border-brand-200 bg-brand-50 sm:ml-12",
          )}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold text-brand-900">
              {message.fromUs ? texts.fromUs : texts.fromYou}
              {message.byEmail && (
                <span className="font-normal text-slate-600">
                  {" "}
                  ({texts.byEmail})
                </span>
              )}
            </h3>
            <p className="text-sm text-slate-600">
              <span className="sr-only">{texts.sentAt} </span>
              <time dateTime={message.at}>{message.atText}</time>
            </p>
          </div>
          {message.body !== "" && (
            <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">
              {message.body}
            </p>
          )}
          {message.asked.length > 0 && (
            <div className="mt-3 text-sm text-slate-700">
              <p className="font-semibold">{texts.askedFor}</p>
              <ul className="mt-1 list-inside list-disc">
                {message.asked.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </div>
          )}
          {message.files.length > 0 && (
            <div className="mt-3 text-sm text-slate-700">
              <p className="font-semibold">{texts.filesLabel}</p>
              <ul className="mt-1 space-y-1">
                {message.files.map((file, index) => (
                  <li key={index} className="flex items-center gap-2">
                    <Icon
                      name="file-text"
                      size={16}
                      className="shrink-0 text-brand-700"
                    />
                    <span className="break-all">{file.name}</span>
                    <span className="shrink-0 text-slate-600">
                      ({file.size})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
