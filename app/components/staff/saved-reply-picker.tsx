import { useState } from "react";

import { Field } from "#app/components/forms/field.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { personLanguage } from "#app/content/staff.ts";
import { composeMessage } from "#app/content/staff-conversation.ts";
import type { SavedReplyOption } from "#app/lib/staff/saved-reply-view.ts";

const texts = composeMessage.savedReply;

/** Where saved replies are written and changed. */
export const SAVED_REPLIES_PATH = "/admin/replies";

/**
 * A saved reply to start the message with, already filled in for this
 * record's person by the server. Without JavaScript, Insert is a GET of
 * the page with `?reply=<id>`, which comes back with the reply in the
 * message box; with it, the reply goes in where the cursor is (replacing
 * a selection), without a reload and without losing what was typed.
 */
export function SavedReplyPicker({
  replies,
  chosen,
  target,
  returnTo,
}: {
  replies: readonly SavedReplyOption[];
  chosen: string | undefined;
  target: React.RefObject<HTMLTextAreaElement | null>;
  /** The fragment the page without JavaScript comes back at (the message box). */
  returnTo: string;
}) {
  const [inserted, setInserted] = useState("");
  const manage = (
    <TextLink to={SAVED_REPLIES_PATH} className="text-sm">
      {texts.manage}
    </TextLink>
  );
  if (replies.length === 0)
    return (
      <p className="mt-4 text-sm text-slate-700">
        {texts.none} {manage}
      </p>
    );

  function insert(event: React.FormEvent<HTMLFormElement>) {
    const select = event.currentTarget.elements.namedItem("reply");
    const reply = replies.find(
      (option) =>
        select instanceof HTMLSelectElement && option.id === select.value,
    );
    const box = target.current;
    // Anything unexpected: the page's own GET inserts it instead.
    if (!reply || !box) return;
    event.preventDefault();
    box.setRangeText(reply.text, box.selectionStart, box.selectionEnd, "end");
    box.focus();
    setInserted(texts.inserted(reply.title));
  }

  return (
    <div className="mt-4 rounded-md border border-slate-200 p-4">
      {/* A GET keeps the address's path and replaces its query with ?reply=. */}
      <form method="get" action={returnTo} onSubmit={insert}>
        <Field
          name="reply"
          label={texts.label}
          hint={texts.hint}
          as="select"
          defaultValue={chosen}
          // The person's language first (repliesForRecord); the others say theirs.
          options={replies.map((reply) => {
            const label = reply.shared
              ? texts.shared(reply.title)
              : reply.title;
            return {
              value: reply.id,
              label: reply.otherLanguage
                ? texts.otherLanguage(label, personLanguage.names[reply.locale])
                : label,
            };
          })}
        />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <button
            type="submit"
            className={buttonClasses("outline", "px-4 py-2 text-sm")}
          >
            {texts.insert}
          </button>
          {manage}
        </div>
      </form>
      <p role="status" className="mt-2 text-sm text-slate-700">
        {inserted}
      </p>
    </div>
  );
}
