import { byKind, kinds } from "#app/lib/kinds/kinds.ts";
import type { Locale } from "#app/lib/locale.ts";
import type { ClockView } from "./clock-view.ts";
import { inboxKinds, type InboxKind, type WorkflowStatus } from "./workflow.ts";

/** Where each inbox lives under /admin, as its kind declares it. */
export const inboxSegments = byKind((kind) => kinds[kind].segment);

/** The inbox a path segment names, or undefined for anything else. */
export function inboxOfSegment(
  segment: string | undefined,
): InboxKind | undefined {
  return inboxKinds.find((kind) => inboxSegments[kind] === segment);
}

export const inboxPath = (kind: InboxKind) => `/admin/${inboxSegments[kind]}`;

export const submissionPath = (kind: InboxKind, id: string) =>
  `${inboxPath(kind)}/${encodeURIComponent(id)}`;

/** Rows on one page of an inbox. */
export const INBOX_PAGE_SIZE = 25;

/** The two sides of a driver's licence, as they appear in a document's URL. */
export const licenceSides = ["front", "back"] as const;
export type LicenceSide = (typeof licenceSides)[number];

/**
 * Whose records a list shows: everyone's (the default, so a link without a
 * view shows what it always did), the viewer's, or nobody's; or those whose
 * person replied since staff last wrote to them (decision 0055).
 */
export const inboxViews = ["all", "mine", "unassigned", "replied"] as const;
export type InboxView = (typeof inboxViews)[number];

/** An inbox's filter once checked against the inbox: a status it has, or none. */
export interface InboxFilter {
  /** Searched in names, emails and references; whitespace collapsed. */
  q: string;
  status: WorkflowStatus | "";
  /** Days ("YYYY-MM-DD") in the company's zone, both included. */
  from?: string;
  to?: string;
  /** Absent: all. */
  view?: Exclude<InboxView, "all">;
  /** Only records whose running clock is at risk or overdue. */
  atRisk?: true;
  /** Soonest due first; newest first when absent. */
  sort?: "due";
}

export interface InboxRow {
  id: string;
  /** Who owns the record; null while unassigned. */
  assignee: { id: string; name: string } | null;
  /** One text per column of the inbox (app/content/staff.ts inboxColumns). */
  cells: Record<string, string>;
  /** The language of the page the person used: a Spanish record is marked in the list. */
  locale: Locale;
  /** The promise clock as of the moment the list was read. */
  clock: ClockView;
  /** The person wrote since staff last did: the row is marked "Replied". */
  replied: boolean;
}

/** One page of an inbox's list, as the server found it. */
export interface InboxPage {
  rows: InboxRow[];
  /** How many rows match, counted up to a cap (server/staff/inboxes.ts INBOX_COUNT_CAP). */
  total: number;
  /** More rows than `total` match: the count stopped at its cap. */
  more: boolean;
  /** The page shown, within 1..pageCount (a page past the end shows the last). */
  page: number;
  pageCount: number;
  /** Position of the first and last rows shown, from 1 (both 0 when there are none). */
  first: number;
  last: number;
}

/** The query string of a filter (and page), without empty values: for links and the export. */
export function filterQuery(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.view) params.set("view", filter.view);
  if (filter.atRisk) params.set("at_risk", "1");
  if (filter.sort) params.set("sort", filter.sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The query-string keys a saved filter keeps: the list's filters, its view
 * and its order, never the page.
 */
export const savedFilterKeys = ["q", "status", "from", "to", "view", "sort"];

/** The part of a list's query string a saved filter keeps, without "?". */
export function savedFilterQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of savedFilterKeys) {
    const value = search.get(key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}

/** Where a record was opened from: its list (with the filter) and the records beside it there, as links. */
export interface RecordListContext {
  back: string;
  previous: string | null;
  next: string | null;
}

/**
 * What waits in an inbox: records still in its first status, all not yet
 * closed, and those whose person replied since staff last wrote, counted
 * up to a cap (`more` past it, decision 0080).
 */
export interface InboxCount {
  new: number;
  open: number;
  replied: { total: number; more: boolean };
}
