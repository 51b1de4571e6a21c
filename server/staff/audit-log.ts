import type { Services } from "#server/services.ts";
import { auditActions, SYSTEM_ACTOR } from "./audit.ts";

/** Entries on one page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The audit page's filters, as read from its query string. */
export interface AuditFilter {
  action?: string;
  /** A user id, or SYSTEM_ACTOR. */
  actor?: string;
  /** First and last day, inclusive, YYYY-MM-DD in UTC. */
  from?: string;
  to?: string;
  page: number;
}

/** One row as the audit page shows it. */
export interface AuditEntryView {
  id: string;
  createdAt: string;
  actor: string;
  /** The actor's account, when it still exists (none for the system). */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown> | null;
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

/** The day after a YYYY-MM-DD date, as the start of that day in UTC. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/**
 * One page of the audit log, newest first, with the actor's name and email
 * where the account still exists. Filtered and counted in the database.
 */
export async function readAuditLog(
  services: Pick<Services, "database">,
  filter: AuditFilter,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditPage> {
  const { db } = services.database;
  let query = db.selectFrom("audit_log");
  if (filter.action)
    query = query.where("audit_log.action", "=", filter.action);
  if (filter.actor) query = query.where("audit_log.actor", "=", filter.actor);
  if (filter.from)
    query = query.where(
      "audit_log.created_at",
      ">=",
      `${filter.from}T00:00:00.000Z`,
    );
  if (filter.to)
    query = query.where("audit_log.created_at", "<", dayAfter(filter.to));

  const { count } = await query
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pages);
  const rows = await query
    .leftJoin("user", "user.id", "audit_log.actor")
    .select([
      "audit_log.id",
      "audit_log.created_at",
      "audit_log.actor",
      "audit_log.action",
      "audit_log.subject_type",
      "audit_log.subject_id",
      "audit_log.details",
      "audit_log.client_hash",
      "user.name as actorName",
      "user.email as actorEmail",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at).toISOString(),
      actor: row.actor,
      actorName: row.actorName,
      actorEmail: row.actorEmail,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      details: parseDetails(row.details),
      clientHash: row.client_hash,
    })),
    total,
    page,
    pages,
    pageSize,
  };
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
