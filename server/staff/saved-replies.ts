import { randomUUID } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { Locale } from "#app/lib/locale.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
import type { StaffRole } from "#app/lib/staff/roles.ts";
import type {
  SavedReplyOption,
  SavedReplyView,
} from "#app/lib/staff/saved-reply-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { personOf } from "#server/conversations/people.ts";
import {
  fillPlaceholders,
  placeholderValues,
} from "#server/conversations/placeholders.ts";
import type { DB } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit } from "./audit.ts";
import type { StaffActor } from "./workflow.ts";

type ReplyServices = Pick<Services, "database" | "secrets">;

/** Who changes saved replies: a member of staff, their role, and their client for the audit row. */
export interface ReplyEditor extends StaffActor {
  role: StaffRole;
}

/**
 * Who may change a reply: its owner, and for the shared set (no owner) an
 * admin. Nobody changes another person's own replies, admins included:
 * they are that person's working words, not the team's.
 */
const mayChange = (
  ownerId: string | null,
  editor: Pick<ReplyEditor, "id" | "role">,
) => (ownerId === null ? editor.role === "admin" : ownerId === editor.id);

/** The replies a member of staff sees: the shared ones, then their own, each set by title. */
function visibleReplies(db: Kysely<DB>, viewerId: string) {
  return db
    .selectFrom("saved_replies")
    .select(["id", "title", "body", "locale", "owner_id", "updated_at"])
    .where((eb) =>
      eb.or([eb("owner_id", "is", null), eb("owner_id", "=", viewerId)]),
    )
    .orderBy("title", "asc")
    .orderBy("id", "asc")
    .execute()
    .then((rows) => [
      ...rows.filter((row) => row.owner_id === null),
      ...rows.filter((row) => row.owner_id !== null),
    ]);
}

/** /admin/replies: the shared replies and the viewer's own, with what the viewer may change. */
export async function savedRepliesOf(
  db: Kysely<DB>,
  viewer: Pick<ReplyEditor, "id" | "role">,
): Promise<SavedReplyView[]> {
  const rows = await visibleReplies(db, viewer.id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    locale: row.locale,
    shared: row.owner_id === null,
    editable: mayChange(row.owner_id, viewer),
    updatedAt: formatStaffDateTime(row.updated_at),
    updatedAtIso: row.updated_at,
  }));
}

/**
 * The replies a member of staff may insert on a record, each filled in for
 * its person (server-side, so the page without JavaScript inserts the same
 * text as the one with it). The replies in the person's language come
 * first, then the others, each group shared then own, by title (decision
 * 0091). Empty when the record is gone.
 */
export async function repliesForRecord(
  db: Kysely<DB>,
  subject: { kind: InboxKind; id: string },
  viewerId: string,
): Promise<SavedReplyOption[]> {
  const [person, rows] = await Promise.all([
    personOf(db, subject),
    visibleReplies(db, viewerId),
  ]);
  if (!person) return [];
  const options = rows.map((row) => ({
    id: row.id,
    title: row.title,
    shared: row.owner_id === null,
    text: fillPlaceholders(
      row.body,
      placeholderValues(subject.kind, person, row.locale),
    ),
    locale: row.locale,
    otherLanguage: row.locale !== person.locale,
  }));
  return [
    ...options.filter((option) => !option.otherLanguage),
    ...options.filter((option) => option.otherLanguage),
  ];
}

export type SavedReplyOutcome =
  { ok: true; id: string } | { ok: false; reason: "not_found" | "forbidden" };

/** Audits a change to a saved reply: which one and what was done, never its words. */
function auditChange(
  trx: Transaction<DB>,
  services: ReplyServices,
  editor: ReplyEditor,
  change: { id: string; action: "created" | "changed" | "deleted" },
  shared: boolean,
) {
  return recordAudit(trx, services.secrets.authSecret, {
    actor: editor.id,
    action: auditActions.savedReplyChanged,
    subjectType: "saved_reply",
    subjectId: change.id,
    details: { replyId: change.id, change: change.action, shared },
    clientIp: editor.clientIp,
  });
}

/** A new saved reply, the editor's own, or (admins only) a shared one. Audited in its transaction. */
export async function createSavedReply(
  services: ReplyServices,
  editor: ReplyEditor,
  input: { title: string; body: string; locale: Locale; shared: boolean },
): Promise<SavedReplyOutcome> {
  if (input.shared && editor.role !== "admin")
    return { ok: false, reason: "forbidden" };
  const id = randomUUID();
  const now = new Date().toISOString();
  await services.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("saved_replies")
      .values({
        id,
        created_at: now,
        updated_at: now,
        owner_id: input.shared ? null : editor.id,
        title: input.title,
        body: input.body,
        locale: input.locale,
      })
      .execute();
    await auditChange(
      trx,
      services,
      editor,
      { id, action: "created" },
      input.shared,
    );
  });
  return { ok: true, id };
}

/**
 * Changes or deletes a saved reply the editor may change: another person's
 * own reply is "not found" (its existence is theirs), a shared one changed
 * by someone who is not an admin is "forbidden". Read, checked, written and
 * audited in one transaction.
 */
async function changeReply(
  services: ReplyServices,
  editor: ReplyEditor,
  id: string,
  action: "changed" | "deleted",
  write: (trx: Transaction<DB>) => Promise<unknown>,
): Promise<SavedReplyOutcome> {
  return services.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("saved_replies")
      .select("owner_id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || (row.owner_id !== null && row.owner_id !== editor.id))
      return { ok: false, reason: "not_found" } as const;
    if (!mayChange(row.owner_id, editor))
      return { ok: false, reason: "forbidden" } as const;
    await write(trx);
    await auditChange(
      trx,
      services,
      editor,
      { id, action },
      row.owner_id === null,
    );
    return { ok: true, id } as const;
  });
}

export const updateSavedReply = (
  services: ReplyServices,
  editor: ReplyEditor,
  input: { id: string; title: string; body: string; locale?: Locale },
) =>
  changeReply(services, editor, input.id, "changed", (trx) =>
    trx
      .updateTable("saved_replies")
      .set({
        title: input.title,
        body: input.body,
        // Unchanged when the post does not say.
        ...(input.locale ? { locale: input.locale } : {}),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", input.id)
      .execute(),
  );

export const deleteSavedReply = (
  services: ReplyServices,
  editor: ReplyEditor,
  id: string,
) =>
  changeReply(services, editor, id, "deleted", (trx) =>
    trx.deleteFrom("saved_replies").where("id", "=", id).execute(),
  );
