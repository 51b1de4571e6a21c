import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { Services } from "#server/services.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
import { ownershipOf } from "./assignment.ts";
import { conversationForStaff } from "./conversations.ts";
import { repliesForRecord } from "./saved-replies.ts";
import { loadSubmission, submissionActivity } from "./submissions.ts";
import type { StaffActor } from "./workflow.ts";

/**
 * Everything a record's page in the back office shows, or null when there
 * is no such record: what was sent, its status history and notes, its
 * conversation (each view audited, see conversationForStaff; a
 * verification's opening is audited by loadSubmission too), the saved
 * replies filled in for its person, and the one chosen with `?reply=` as
 * the message box's draft (the page without JavaScript inserts that way).
 */
export async function loadSubmissionPage(
  services: Pick<Services, "database" | "secrets">,
  subject: { kind: InboxKind; id: string },
  actor: StaffActor,
  replyId: string | null,
) {
  const { kind, id } = subject;
  const submission = await loadSubmission(services, kind, id, actor);
  if (!submission) return null;
  const conversation = await conversationForStaff(services, subject, actor);
  const db = services.database.db;
  const [activity, replies, owner] = await Promise.all([
    submissionActivity(db, kind, id),
    repliesForRecord(db, subject, actor.id),
    ownershipOf(db, kind, id),
  ]);
  const chosen = replies.find((reply) => reply.id === replyId);
  return {
    submission,
    ...activity,
    conversation,
    replies,
    ownership: {
      ...owner,
      me: actor.id,
      history: owner.history.map((change) => ({
        ...change,
        atIso: change.at,
        at: formatStaffDateTime(change.at),
      })),
    },
    draft: chosen ? { replyId: chosen.id, text: chosen.text } : null,
  };
}
