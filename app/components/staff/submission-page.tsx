import { Panel } from "#app/components/ui/panel.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { clockWords, promisedTimes } from "#app/content/promises.ts";
import {
  inboxTitles,
  personLanguage,
  statusLabel,
  submissionPage as texts,
} from "#app/content/staff.ts";
import { recordLayout as layout } from "#app/content/staff-workspace.ts";
import {
  submissionPath,
  type RecordListContext,
} from "#app/lib/staff/inboxes.ts";
import type { SavedReplyOption } from "#app/lib/staff/saved-reply-view.ts";
import type {
  ConversationView,
  NoteView,
  OwnershipView,
  StatusChangeView,
  SubmissionResult,
  SubmissionView,
} from "#app/lib/staff/submission-view.ts";

import { AssigneePanel } from "./assignee-panel.tsx";
import { ComplaintRegisterPanel } from "./complaint-register-panel.tsx";
import { ConversationPanel } from "./conversation-panel.tsx";
import { DocumentList } from "./document-list.tsx";
import { NotesPanel } from "./notes-panel.tsx";
import { PromiseClock } from "./promise-clock.tsx";
import { RecordColumn } from "./record-column.tsx";
import { RecordNeighboursNav } from "./record-neighbours-nav.tsx";
import { SensitiveDetails } from "./sensitive-details.tsx";
import { StatusPanel } from "./status-panel.tsx";
import { SubmissionFields } from "./submission-fields.tsx";

/**
 * A submission's page, the same for the five inboxes: a header (the way
 * back to its list and through it, its title, status and notice), then
 * three columns that fit together on a laptop screen: what was sent (and,
 * for a verification, its sensitive part behind Reveal) with its
 * documents; the conversation with the person; its status, history and
 * internal notes (RecordColumn: each scrolls on its own when wide).
 */
export function SubmissionPage({
  submission,
  list,
  history,
  notes,
  conversation,
  replies,
  draft,
  ownership,
  answer,
}: {
  submission: SubmissionView;
  ownership: OwnershipView;
  list: RecordListContext;
  history: readonly StatusChangeView[];
  notes: readonly NoteView[];
  conversation: ConversationView;
  replies: readonly SavedReplyOption[];
  draft: { replyId: string; text: string } | null;
  /** The page action's answer, when a form was posted without JavaScript. */
  answer?: SubmissionResult;
}) {
  const inbox = inboxTitles[submission.kind];
  const resultOf = (form: string) =>
    answer?.form === form ? answer : undefined;
  return (
    <div className="flex flex-col gap-4 xl:h-full">
      <div className="shrink-0 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <TextLink to={list.back} className="text-sm">
            {texts.back(inbox)}
          </TextLink>
          <RecordNeighboursNav previous={list.previous} next={list.next} />
        </div>
        <PageTitle
          eyebrow={
            submission.reference ? `${inbox} · ${submission.reference}` : inbox
          }
          title={submission.title}
          size="sm"
          onLight
        />
        <p className="text-sm text-slate-700">
          {texts.receivedAt}{" "}
          <time dateTime={submission.receivedAtIso}>
            {submission.receivedAt}
          </time>{" "}
          · {texts.status.current}:{" "}
          <strong>{statusLabel(submission.status)}</strong> ·{" "}
          <span data-language={submission.locale}>
            {personLanguage.label}:{" "}
            <strong>{personLanguage.names[submission.locale]}</strong>
          </span>
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          <span>{clockWords.heading}:</span>
          <PromiseClock clock={submission.clock} />
          {submission.dueAt && (
            <span>
              ·{" "}
              <time dateTime={submission.dueAt.iso}>
                {clockWords.due(submission.dueAt.text)}
              </time>
            </span>
          )}
          <span className="text-sm text-slate-600">
            ({clockWords.promised(promisedTimes[submission.kind])})
          </span>
        </p>
        {submission.notice && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
            {submission.notice}
          </p>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 xl:min-h-0 xl:flex-1 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)_minmax(0,1fr)]">
        <RecordColumn label={layout.regions.details}>
          <Panel id="details" heading={texts.detailsHeading} card>
            <SubmissionFields fields={submission.fields} />
          </Panel>
          {submission.maskedSsn !== undefined && (
            <SensitiveDetails
              maskedSsn={submission.maskedSsn}
              initial={resultOf("reveal")}
            />
          )}
          {submission.register && (
            <ComplaintRegisterPanel
              register={submission.register}
              initial={resultOf("register")}
            />
          )}
          {submission.documents && (
            <Panel id="documents" heading={texts.documentsHeading} card>
              <DocumentList documents={submission.documents} />
            </Panel>
          )}
        </RecordColumn>
        <RecordColumn label={layout.regions.conversation}>
          <ConversationPanel
            kind={submission.kind}
            locale={submission.locale}
            recordPath={submissionPath(submission.kind, submission.id)}
            conversation={conversation}
            replies={replies}
            draft={draft}
            initial={resultOf("message")}
          />
        </RecordColumn>
        <RecordColumn
          label={layout.regions.work}
          className="lg:col-span-2 xl:col-span-1"
        >
          <StatusPanel
            kind={submission.kind}
            status={submission.status}
            outcome={submission.outcome ?? null}
            history={history}
            initial={resultOf("status")}
          />
          <NotesPanel notes={notes} initial={resultOf("note")} />
          {/* After the notes: the column shows status, history and notes on a
              laptop screen at once; "Assign to me" is also the key a. */}
          <AssigneePanel ownership={ownership} initial={resultOf("assign")} />
        </RecordColumn>
      </div>
    </div>
  );
}
