import { useRef } from "react";

import { Field } from "#app/components/forms/field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { savedRepliesPage } from "#app/content/staff-conversation.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { savedReplyIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";
import type { SavedReplyView } from "#app/lib/staff/saved-reply-view.ts";

import { LanguageBadge } from "./language-badge.tsx";
import { replyLanguageOptions } from "./saved-reply-form.tsx";

const texts = savedRepliesPage;

/**
 * One saved reply: its title, when it last changed and its text as written
 * (placeholders and all), and, where the viewer may, a form to change it
 * (behind Edit) and one to delete it. `answer` is the page's answer when it
 * was about this reply (posted without JavaScript).
 */
export function SavedReplyCard({
  reply,
  answer,
  onDeleted,
}: {
  reply: SavedReplyView;
  answer?: FormResult;
  /** Where focus goes once the reply is gone. */
  onDeleted: () => void;
}) {
  const headingId = `reply-${reply.id}`;
  const answerFor = (intent: string) =>
    answer?.form === `${intent}:${reply.id}` ? answer : undefined;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {reply.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        {/* The language it is written in, English too (issue 25). */}
        <LanguageBadge locale={reply.locale} always />
        <span>
          {texts.updatedAt}{" "}
          <time dateTime={reply.updatedAtIso}>{reply.updatedAt}</time>
        </span>
      </p>
      <p className="mt-3 whitespace-pre-line break-words text-slate-900">
        {reply.body}
      </p>
      {reply.editable && (
        <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
          <ChangeReplyForm
            reply={reply}
            initial={answerFor(savedReplyIntents.change)}
          />
          <DeleteReplyForm
            reply={reply}
            initial={answerFor(savedReplyIntents.remove)}
            onDeleted={onDeleted}
          />
        </div>
      )}
    </article>
  );
}

function ChangeReplyForm({
  reply,
  initial,
}: {
  reply: SavedReplyView;
  initial?: FormResult;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const form = useForm({
    ...staffForms.changeReply,
    texts: texts.edit,
    initial,
    // The card shows the new words: the form folds away, its summary keeps the focus.
    onSuccess: () => {
      if (!details.current) return;
      details.current.open = false;
      details.current.querySelector("summary")?.focus();
    },
  });
  return (
    <details ref={details} open={initial !== undefined && !initial.ok}>
      <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-4">
        {texts.edit.summary}
        <span className="sr-only"> {reply.title}</span>
      </summary>
      <PageOutcome form={form} always className="mt-3" />
      <Form
        form={form}
        intent={savedReplyIntents.change}
        submitContext={`(${reply.title})`}
        className="mt-3 space-y-1"
      >
        <input type="hidden" name="id" value={reply.id} />
        <Field {...form.field("title", reply.title)} autoComplete="off" />
        <Field {...form.field("body", reply.body)} as="textarea" rows={6} />
        <Field
          {...form.field("locale", reply.locale)}
          as="select"
          options={replyLanguageOptions}
        />
      </Form>
    </details>
  );
}

function DeleteReplyForm({
  reply,
  initial,
  onDeleted,
}: {
  reply: SavedReplyView;
  initial?: FormResult;
  onDeleted: () => void;
}) {
  const form = useForm({
    ...staffForms.removeReply,
    texts: { labels: {}, ...texts.remove },
    initial,
    onSuccess: onDeleted,
  });
  return (
    <div>
      <Form
        form={form}
        intent={savedReplyIntents.remove}
        submitContext={`(${reply.title})`}
      >
        <input type="hidden" name="id" value={reply.id} />
      </Form>
      <PageOutcome form={form} className="mt-3" />
    </div>
  );
}
