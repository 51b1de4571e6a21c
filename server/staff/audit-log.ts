import type { Kysely, Selectable } from "kysely";

import { auditActionLabels, auditLogPage } from "#app/content/staff.ts";
import {
  formatStaffDateTime,
  nextDay,
  startOfStaffDay,
} from "#app/lib/staff/dates.ts";
import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import type { AuditLogTable, DB } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit, SYSTEM_ACTOR } from "./audit.ts";
import { actorLabel, auditPeople } from "./audit-people.ts";
import {
  describeDetails,
  describeSubject,
  subjectNames,
  type AuditSubject,
} from "./audit-words.ts";
import { attachment } from "./documents.ts";
import { toCsv } from "./export.ts";
import type { StaffActor } from "./workflow.ts";

/** Entries on one page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The audit page's filters, as read from its query string. */
export interface AuditFilter {
  action?: string;
  /** A user id, or SYSTEM_ACTOR. */
  actor?: string;
  /** First and last day, inclusive, YYYY-MM-DD in Eastern time (like the inboxes). */
  from?: string;
  to?: string;
  page: number;
}

/** One row as the audit page shows it: everything in words. */
export interface AuditEntryView {
  id: string;
  /** ISO, for `<time>`. */
  createdAt: string;
  /** "Nov 23, 2026, 9:14 AM EST". */
  time: string;
  actor: string;
  /** Who did it, in words: a person by name and email, the system, or a deleted account. */
  actorLabel: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** The record (or account, inbox...) by its reference, linked while it exists. */
  subject: AuditSubject;
  /** What happened, in words. */
  description: string;
  clientHash: string | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

const knownActions = new Set<string>(Object.values(auditActions));

const isDate = (value: string) =>
  DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The filters from the page's query string. Values that are not what a
 * filter takes are dropped and named in `invalid` (the page says so), so a
 * hand-edited address never fails the page.
 */
export function parseAuditFilter(params: URLSearchParams): {
  filter: AuditFilter;
  invalid: Array<"from" | "to">;
} {
  const action = params.get("action") ?? "";
  const actor = (params.get("actor") ?? "").trim();
  const from = (params.get("from") ?? "").trim();
  const to = (params.get("to") ?? "").trim();
  const page = Number(params.get("page") ?? "1");
  const invalid: Array<"from" | "to"> = [];
  if (from && !isDate(from)) invalid.push("from");
  if (to && !isDate(to)) invalid.push("to");
  return {
    filter: {
      ...(knownActions.has(action) ? { action } : {}),
      ...(actor && actor.length <= 100 ? { actor } : {}),
      ...(from && isDate(from) ? { from } : {}),
      ...(to && isDate(to) ? { to } : {}),
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    },
    invalid,
  };
}

/** The entries the filter keeps, as a query to page, count or stream. */
function filtered(db: Kysely<DB>, filter: Omit<AuditFilter, "page">) {
  let query = db.selectFrom("audit_log");
  if (filter.action)
    query = query.where("audit_log.action", "=", filter.action);
  if (filter.actor) query = query.where("audit_log.actor", "=", filter.actor);
  if (filter.from)
    query = query.where(
      "audit_log.created_at",
      ">=",
      startOfStaffDay(filter.from),
    );
  if (filter.to)
    query = query.where(
      "audit_log.created_at",
      "<",
      startOfStaffDay(nextDay(filter.to)),
    );
  return query;
}

/**
 * Entries as the page and the CSV show them, in a few queries whatever their
 * number: one per inbox for the records' names, one for every person the
 * entries name (actor, account, people in the details: auditPeople).
 */
async function inWords(
  db: Kysely<DB>,
  rows: ReadonlyArray<Selectable<AuditLogTable>>,
): Promise<AuditEntryView[]> {
  const entries = rows.map((row) => ({
    row,
    actor: row.actor,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details: parseDetails(row.details),
  }));
  const [names, people] = await Promise.all([
    subjectNames(db, entries),
    auditPeople(db, entries),
  ]);
  return entries.map((entry) => {
    const { row } = entry;
    const createdAt = new Date(row.created_at).toISOString();
    return {
      id: row.id,
      createdAt,
      time: formatStaffDateTime(createdAt),
      actor: row.actor,
      actorLabel: actorLabel(row.actor, people.get(row.actor)),
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subject: describeSubject(entry, names, people),
      description: describeDetails(row.action, entry.details, people),
      clientHash: row.client_hash,
    };
  });
}

const entryColumns = [
  "audit_log.id",
  "audit_log.created_at",
  "audit_log.actor",
  "audit_log.action",
  "audit_log.subject_type",
  "audit_log.subject_id",
  "audit_log.details",
  "audit_log.client_hash",
] as const;

/**
 * One page of the audit log, newest first, each person by name and email
 * where the account still exists, each record named by its reference and
 * each entry's details in words. Filtered and counted in the database.
 */
export async function readAuditLog(
  services: Pick<Services, "database">,
  filter: AuditFilter,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const { db } = services.database;
  const query = filtered(db, filter);
  const { count } = await query
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pages);
  const rows = await query
    .select(entryColumns)
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    entries: await inWords(db, rows),
    total,
    page,
    pages,
    pageSize,
  };
}

/** Rows read per query while the CSV streams. */
const CSV_BATCH = 500;

/**
 * The filtered log as CSV, newest first, streamed in batches (keyset on
 * time and id), its times in UTC and in US Eastern, each column saying its
 * zone; audited (who exported, with the filter) before the first byte.
 */
export async function exportAuditLog(
  services: Pick<Services, "database" | "secrets" | "config">,
  filter: Omit<AuditFilter, "page">,
  actor: StaffActor,
  now = new Date(),
): Promise<Response> {
  const { db } = services.database;
  await recordAudit(db, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.auditExported,
    subjectType: "audit_log",
    details: {
      action: filter.action ?? null,
      actor: filter.actor ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
    },
    clientIp: actor.clientIp,
  });
  const columns = auditLogPage.csvColumns;
  const encoder = new TextEncoder();
  const origin = services.config.appUrl.origin;
  let after: { created_at: string; id: string } | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(`\uFEFF${toCsv([Object.values(columns)])}`),
      );
    },
    async pull(controller) {
      let query = filtered(db, filter)
        .select(entryColumns)
        .orderBy("audit_log.created_at", "desc")
        .orderBy("audit_log.id", "desc")
        .limit(CSV_BATCH);
      if (after) {
        const { created_at, id } = after;
        query = query.where((eb) =>
          eb.or([
            eb("audit_log.created_at", "<", created_at),
            eb.and([
              eb("audit_log.created_at", "=", created_at),
              eb("audit_log.id", "<", id),
            ]),
          ]),
        );
      }
      const rows = await query.execute();
      if (rows.length > 0) {
        const last = rows.at(-1)!;
        after = { created_at: last.created_at, id: last.id };
        const entries = await inWords(db, rows);
        controller.enqueue(
          encoder.encode(
            toCsv(
              entries.map((entry) => [
                entry.createdAt,
                entry.time,
                entry.actorLabel,
                auditActionLabels[entry.action] ?? entry.action,
                entry.subject.label,
                entry.subject.href ? `${origin}${entry.subject.href}` : "",
                entry.description,
                entry.clientHash ?? "",
              ]),
            ),
          ),
        );
      }
      if (rows.length < CSV_BATCH) controller.close();
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(`audit-log-${day}.csv`),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Someone who appears in the log, for the filter; the system has no account. */
export interface AuditActor {
  id: string;
  name: string | null;
  email: string | null;
}

/** Everyone who appears in the log, for the filter: accounts by name, then the system. */
export async function auditActors(
  services: Pick<Services, "database">,
): Promise<AuditActor[]> {
  const rows = await services.database.db
    .selectFrom("audit_log")
    .leftJoin("user", "user.id", "audit_log.actor")
    .select(["audit_log.actor as id", "user.name", "user.email"])
    .groupBy(["audit_log.actor", "user.name", "user.email"])
    .execute();
  const system = rows.filter((row) => row.id === SYSTEM_ACTOR);
  const people = rows
    .filter((row) => row.id !== SYSTEM_ACTOR)
    .sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id, "en"));
  return [...people, ...system];
}
