import { Panel } from "#app/components/ui/panel.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  inboxTitles,
  statusLabels,
  submissionPage as texts,
} from "#app/content/staff.ts";
import { inboxPath, submissionPath } from "#app/lib/staff/inboxes.ts";
import type { SavedReplyOption } from "#app/lib/staff/saved-reply-view.ts";
import type {
  ConversationView,
  NoteView,
  StatusChangeView,
  SubmissionResult,
  SubmissionView,
} from "#app/lib/staff/submission-view.ts";
import type { WorkflowStatus } from "#app/lib/staff/workflow.ts";

import { ConversationPanel } from "./conversation-panel.tsx";
import { DocumentList } from "./document-list.tsx";
import { NotesPanel } from "./notes-panel.tsx";
import { SensitiveDetails } from "./sensitive-details.tsx";
import { StatusPanel } from "./status-panel.tsx";
import { SubmissionFields } from "./submission-fields.tsx";

/**
 * A submission's page, the same for the five inboxes: what was sent (and,
 * for a verification, its sensitive part behind Reveal), its documents,
 * the conversation with the person, and beside them its status and
 * internal notes.
 */
export function SubmissionPage({
  submission,
  history,
  notes,
  conversation,
  replies,
  draft,
  answer,
}: {
  submission: SubmissionView;
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
    <div className="space-y-8">
      <TextLink to={inboxPath(submission.kind)} className="inline-block">
        {texts.back(inbox)}
      </TextLink>
      <div>
        <PageTitle
          eyebrow={
            submission.reference ? `${inbox} · ${submission.reference}` : inbox
          }
          title={submission.title}
          size="md"
          onLight
          className="mt-2"
        />
        <p className="mt-3 text-slate-700">
          {texts.receivedAt}{" "}
          <time dateTime={submission.receivedAtIso}>
            {submission.receivedAt}
          </time>{" "}
          · {texts.status.current}:{" "}
          <strong>
            {statusLabels[submission.status as WorkflowStatus] ??
              submission.status}
          </strong>
        </p>
        {submission.notice && (
          <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
            {submission.notice}
          </p>
        )}
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <Panel id="details" heading={texts.detailsHeading} card>
            <SubmissionFields fields={submission.fields} />
          </Panel>
          {submission.maskedSsn !== undefined && (
            <SensitiveDetails
              maskedSsn={submission.maskedSsn}
              initial={resultOf("reveal")}
            />
          )}
          {submission.documents && (
            <Panel id="documents" heading={texts.documentsHeading} card>
              <DocumentList documents={submission.documents} />
            </Panel>
          )}
          <ConversationPanel
            kind={submission.kind}
            recordPath={submissionPath(submission.kind, submission.id)}
            conversation={conversation}
            replies={replies}
            draft={draft}
            initial={resultOf("message")}
          />
        </div>
        <div className="space-y-8">
          <StatusPanel
            kind={submission.kind}
            status={submission.status}
            outcome={submission.outcome ?? null}
            history={history}
            initial={resultOf("status")}
          />
          <NotesPanel notes={notes} initial={resultOf("note")} />
        </div>
      </div>
    </div>
  );
}
