import { conversationPanel as texts } from "#app/content/staff-conversation.ts";
import { submissionPage } from "#app/content/staff.ts";
import { emailedInFull } from "#app/lib/schemas/conversation-limits.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
import { submissionPath } from "#app/lib/staff/inboxes.ts";
import type {
  ConversationMessageView,
  ConversationView,
} from "#app/lib/staff/submission-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import {
  conversationOf,
  type ConversationMessage,
} from "#server/conversations/conversation.ts";
import { personOf } from "#server/conversations/people.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit } from "./audit.ts";
import { withPreview } from "./documents.ts";
import { reloadAfterOwnAction } from "./reload-after-action.ts";
import type { StaffActor } from "./workflow.ts";

type ViewServices = Pick<Services, "database" | "secrets">;

/** Where staff download one of the person's files: by row ids, never a storage key or name. */
export const messageFilePath = (kind: InboxKind, id: string, fileId: string) =>
  `${submissionPath(kind, id)}/message-files/${encodeURIComponent(fileId)}`;

/** How a message travelled, in staff's words. */
function channelOf(kind: InboxKind, message: ConversationMessage): string {
  if (message.author === "staff")
    return emailedInFull(kind)
      ? texts.channels.staffInFull
      : texts.channels.staffSecure;
  return message.channel === "email"
    ? texts.channels.personEmail
    : texts.channels.personWeb;
}

const when = (iso: string) => ({ at: formatStaffDateTime(iso), atIso: iso });

/**
 * A record's conversation for its page in the back office: every message
 * in order, who wrote it and how it came, the person's files as staff-only
 * downloads, and the documents asked for with whether they arrived. Each
 * call is one view of the conversation, audited (conversationViewed: who,
 * which record, the client's hashed network) before anything is read,
 * unless it is the page read again after the staff member's own change on
 * it (reloadAfterOwnAction, as loadSubmission).
 */
export async function conversationForStaff(
  services: ViewServices,
  subject: { kind: InboxKind; id: string },
  actor: StaffActor,
): Promise<ConversationView> {
  const db = services.database.db;
  if (!(await reloadAfterOwnAction(db, subject, actor)))
    await recordAudit(db, services.secrets.authSecret, {
      actor: actor.id,
      action: auditActions.conversationViewed,
      subjectType: subject.kind,
      subjectId: subject.id,
      clientIp: actor.clientIp,
    });
  const [conversation, person] = await Promise.all([
    conversationOf(services, subject),
    personOf(db, subject),
  ]);
  const personName = person?.fullName ?? "";
  return {
    messages: conversation.messages.map((message): ConversationMessageView => ({
      id: message.id,
      author: message.author,
      by:
        message.author === "staff" ? texts.staffAuthor(message.by) : personName,
      channel: channelOf(subject.kind, message),
      ...when(message.at),
      body: message.body,
      files: message.files.map((file) =>
        withPreview(
          {
            label: file.fileName,
            href: messageFilePath(subject.kind, subject.id, file.id),
            detail: submissionPage.fileSize(file.sizeBytes),
          },
          file.contentType,
        ),
      ),
      requests: message.requests,
    })),
    requests: conversation.requests.map((request) => ({
      id: request.id,
      label: request.label,
      askedAt: formatStaffDateTime(request.askedAt),
      askedAtIso: request.askedAt,
      receivedAt: request.fulfilledAt
        ? formatStaffDateTime(request.fulfilledAt)
        : null,
      receivedAtIso: request.fulfilledAt,
    })),
  };
}
