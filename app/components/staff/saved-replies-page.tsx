import { useRef } from "react";

import { savedRepliesPage as texts } from "#app/content/staff-conversation.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { savedReplyIntents } from "#app/lib/schemas/staff-forms.ts";
import type { SavedReplyView } from "#app/lib/staff/saved-reply-view.ts";

import { SavedReplyCard } from "./saved-reply-card.tsx";
import { SavedReplyForm } from "./saved-reply-form.tsx";
import { StaffPageHeader } from "./staff-section.tsx";

/**
 * /admin/replies: what the placeholders stand for, the shared replies and
 * the viewer's own (each with the forms the viewer may use), and a form to
 * add one.
 */
export function SavedRepliesPage({
  replies,
  isAdmin,
  answer,
}: {
  replies: readonly SavedReplyView[];
  isAdmin: boolean;
  answer?: FormResult;
}) {
  const shared = replies.filter((reply) => reply.shared);
  const mine = replies.filter((reply) => !reply.shared);
  return (
    <div className="space-y-10">
      <StaffPageHeader title={texts.title} intro={texts.intro} />
      <section aria-labelledby="placeholders-heading" className="max-w-3xl">
        <h2
          id="placeholders-heading"
          className="text-xl font-bold text-brand-900"
        >
          {texts.placeholders.heading}
        </h2>
        <p className="mt-2 text-slate-700">{texts.placeholders.intro}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {texts.placeholders.items.map((item) => (
            <div key={item.name} className="contents">
              <dt className="font-mono font-semibold text-slate-900">
                {item.name}
              </dt>
              <dd className="text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-slate-700">{texts.placeholders.unknown}</p>
      </section>
      <ReplyList
        id="shared-replies"
        heading={texts.shared.heading}
        text={isAdmin ? undefined : texts.shared.adminsOnly}
        empty={texts.shared.empty}
        replies={shared}
        answer={answer}
      />
      <ReplyList
        id="my-replies"
        heading={texts.mine.heading}
        empty={texts.mine.empty}
        replies={mine}
        answer={answer}
      />
      <SavedReplyForm
        isAdmin={isAdmin}
        initial={answer?.form === savedReplyIntents.create ? answer : undefined}
      />
    </div>
  );
}

function ReplyList({
  id,
  heading,
  text,
  empty,
  replies,
  answer,
}: {
  id: string;
  heading: string;
  text?: string;
  empty: string;
  replies: readonly SavedReplyView[];
  answer?: FormResult;
}) {
  // A deleted reply's card goes away: focus waits on the list's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 focus:outline-none"
      >
        {heading}
      </h2>
      {text && <p className="text-slate-700">{text}</p>}
      {replies.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {replies.map((reply) => (
            <li key={reply.id}>
              <SavedReplyCard
                reply={reply}
                answer={answer}
                onDeleted={() => headingRef.current?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
