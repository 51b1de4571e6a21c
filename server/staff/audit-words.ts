import type { Kysely } from "kysely";

import {
  auditDetailWords as words,
  auditPersonWords,
  auditRecordNames,
  auditSubjectWords as subjects,
} from "#app/content/audit-words.ts";
import {
  auditActionLabels,
  complaintRegister,
  inboxTitles,
  roleLabels,
  statusLabels,
  submissionPage,
} from "#app/content/staff.ts";
import { formatCents } from "#app/lib/staff/claim-outcome.ts";
import { inboxPath, submissionPath } from "#app/lib/staff/inboxes.ts";
import { inboxKinds, type InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { auditActions, recordViewedAction } from "./audit.ts";
import { idsIn, personLabel, type AuditPeople } from "./audit-people.ts";
import { inboxTables } from "./workflow.ts";

/** What an entry was about, named for a reader, with a link while it exists. */
export interface AuditSubject {
  label: string;
  href: string | null;
}

type Details = Record<string, unknown> | null;

/** The reveal reasons' words, by key, as the Reveal form offers them. */
const revealReasonWords: Readonly<Record<string, string>> =
  submissionPage.sensitive.reasons;

const isInbox = (value: string): value is InboxKind =>
  (inboxKinds as readonly string[]).includes(value);

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

const label = (value: unknown, labels: Readonly<Record<string, string>>) =>
  labels[text(value)] ?? text(value);

/** The outcome a status change recorded, of whichever kind declares it. */
function outcomeWords(d: Record<string, unknown>): string {
  const outcome = text(d.outcome);
  if (!Object.hasOwn(words.outcome, outcome))
    return words.otherOutcome(outcome);
  const said = words.outcome[outcome as keyof typeof words.outcome];
  return typeof said === "string"
    ? said
    : said(formatCents(Number(d.amountCents)));
}

/** A record's name: its reference, or for a contact message (which has none) the person's name. */
interface RecordName {
  id: string;
  name: string;
}

/**
 * The names of the records a page of entries is about, one query per inbox:
 * references ("Claim CL012345"), a contact message by its sender's name.
 * A record deleted since is missing. (Accounts are people: auditPeople.)
 */
export async function subjectNames(
  db: Kysely<DB>,
  entries: ReadonlyArray<{ subjectType: string; subjectId: string | null }>,
): Promise<Map<string, RecordName>> {
  const names = new Map<string, RecordName>();
  const idsOf = (type: string) => [
    ...new Set(
      entries
        .filter((entry) => entry.subjectType === type && entry.subjectId)
        .map((entry) => entry.subjectId!),
    ),
  ];
  for (const kind of inboxKinds) {
    const ids = idsOf(kind);
    if (ids.length === 0) continue;
    const rows =
      kind === "contact"
        ? await db
            .selectFrom("contact_submissions")
            .select(["id", "first_name", "last_name"])
            .where("id", "in", ids)
            .execute()
            .then((found) =>
              found.map((row) => ({
                id: row.id,
                name: auditRecordNames.contact(
                  `${row.first_name} ${row.last_name}`,
                ),
              })),
            )
        : await db
            .selectFrom(inboxTables[kind] as "claims")
            .select(["id", "reference"])
            .where("id", "in", ids)
            .execute()
            .then((found) =>
              found.map((row) => ({
                id: row.id,
                name: auditRecordNames[kind](row.reference),
              })),
            );
    for (const row of rows) names.set(`${kind}:${row.id}`, row);
  }
  return names;
}

/** What an entry was about, in words, with a link to the record while it exists. */
export function describeSubject(
  entry: { action: string; subjectType: string; subjectId: string | null },
  names: ReadonlyMap<string, RecordName>,
  people: AuditPeople,
): AuditSubject {
  const { subjectType: type, subjectId: id } = entry;
  if (type === "retention" && id && isInbox(id))
    return { label: subjects.retention(inboxTitles[id]), href: null };
  if (type === "round_robin" && id && isInbox(id))
    return {
      label: subjects.roundRobin(inboxTitles[id]),
      href: "/admin/staff",
    };
  if (isInbox(type)) {
    if (!id)
      return {
        label: subjects.inbox(inboxTitles[type]),
        href: inboxPath(type),
      };
    const found = names.get(`${type}:${id}`);
    return found
      ? { label: found.name, href: submissionPath(type, id) }
      : { label: subjects.deleted(subjects.kinds[type]), href: null };
  }
  if (type === "user") {
    if (!id) return { label: subjects.noAccount, href: null };
    const found = people.get(id);
    return found
      ? {
          label: subjects.account(
            auditPersonWords.named(found.name, found.email),
          ),
          href: "/admin/staff",
        }
      : { label: subjects.deletedAccount, href: null };
  }
  if (type === "audit_log")
    return { label: subjects.auditLog, href: "/admin/audit" };
  if (type === "saved_reply")
    return { label: subjects.savedReply, href: "/admin/replies" };
  return { label: id ? `${type} ${id}` : type, href: null };
}

/**
 * What happened, in a sentence or two, from an entry's action and details,
 * each person its details hold named from `people` (auditPeople).
 */
export function describeDetails(
  action: string,
  details: Details,
  people: AuditPeople,
): string {
  const d = details ?? {};
  /** The person a detail holds, or null when it holds nobody. */
  const person = (value: unknown) =>
    typeof value === "string" && value ? personLabel(people, value) : null;
  if ((Object.values(recordViewedAction) as string[]).includes(action))
    return words.viewed;
  switch (action) {
    case auditActions.conversationViewed:
      return words.conversationViewed;
    case auditActions.ssnRevealed:
      return typeof d.field === "string"
        ? words.revealed(
            label(d.field, words.revealFields),
            d.reason === "other" && typeof d.otherReason === "string"
              ? d.otherReason
              : label(d.reason, revealReasonWords),
          )
        : words.revealedAll;
    case auditActions.documentDownloaded:
      return words.downloaded(label(d.document, words.documents));
    case auditActions.documentPreviewed:
      return words.previewed(label(d.document, words.documents));
    case auditActions.listExported:
      return words.exported(Number(d.rows ?? 0), [
        ...(d.status
          ? [words.exportStatus(label(d.status, statusLabels))]
          : []),
        ...(d.from ? [words.exportFrom(text(d.from))] : []),
        ...(d.to ? [words.exportTo(text(d.to))] : []),
        ...(d.searched === true ? [words.exportSearched] : []),
        ...(d.register ? [words.exportRegister(text(d.register))] : []),
      ]);
    case auditActions.statusChanged:
      return [
        words.statusChanged(
          label(d.from, statusLabels),
          label(d.to, statusLabels),
        ),
        ...(typeof d.outcome === "string" ? [outcomeWords(d)] : []),
      ].join(" ");
    case auditActions.complaintRegisterChanged:
      return words.registerChanged(
        d.regulatorForwarded === true,
        d.lineOfBusiness
          ? label(d.lineOfBusiness, complaintRegister.lines)
          : complaintRegister.notSet.toLowerCase(),
        d.area
          ? label(d.area, complaintRegister.areas)
          : complaintRegister.notSet.toLowerCase(),
      );
    case auditActions.auditExported: {
      const of = person(d.actor);
      return words.auditExported([
        ...(d.action ? [label(d.action, auditActionLabels)] : []),
        ...(of ? [words.exportPerson(of)] : []),
        ...(d.from ? [words.exportFrom(text(d.from))] : []),
        ...(d.to ? [words.exportTo(text(d.to))] : []),
      ]);
    }
    case auditActions.noteAdded:
      return words.noteAdded;
    case auditActions.assigneeChanged: {
      const from = person(d.from);
      const to = person(d.to);
      if (d.via === "round_robin" && to) return words.assigned.round_robin(to);
      if (d.via === "account_disabled" && from)
        return words.assigned.account_disabled(from);
      return words.assigned.staff(from, to);
    }
    case auditActions.roundRobinChanged:
      return words.roundRobin(
        d.enabled === true,
        idsIn(d.members)
          .map((id) => personLabel(people, id))
          .sort((a, b) => a.localeCompare(b, "en")),
        Number(d.cap ?? 0),
      );
    case auditActions.messageSent:
      return words.messageSent(Number(d.documentsRequested ?? 0));
    case auditActions.savedReplyChanged:
      return words.savedReply(text(d.change), d.shared === true);
    case auditActions.dataPurged: {
      const rows = Object.entries(d).find(
        ([key]) => !["files", "retentionDays", "trigger"].includes(key),
      );
      return words.purged(
        Number(rows?.[1] ?? 0),
        Number(d.files ?? 0),
        Number(d.retentionDays ?? 0),
        text(d.trigger),
      );
    }
    case auditActions.staffInvited:
      return words.invited(label(d.role, roleLabels));
    case auditActions.staffRoleChanged:
      return words.roleChanged(
        label(d.from, roleLabels),
        label(d.to, roleLabels),
      );
    case auditActions.staffCreated:
      return words.created(label(d.role, roleLabels));
    case auditActions.staffDisabled:
      return words.disabled;
    case auditActions.staffEnabled:
      return words.enabled;
    case auditActions.staffSignedOutEverywhere:
      return words.signedOutEverywhere;
    case auditActions.signedIn:
      return label(d.method, words.signedIn);
    case auditActions.signInFailed:
      return d.step === "code"
        ? words.signInFailed.code
        : d.account === "none"
          ? words.signInFailed.noAccount
          : d.reason === "banned_user"
            ? words.signInFailed.disabled
            : words.signInFailed.password;
    case auditActions.twoFactorEnrolled:
      return words.twoFactorEnrolled;
    default:
      return words.other(
        Object.entries(d)
          .map(([key, value]) => `${key}: ${text(value)}`)
          .join(", "),
      );
  }
}
