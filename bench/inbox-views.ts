/**
 * An inbox's views of issue 23 (the claims inbox's, or the complaints
 * inbox's for issue 33) as the bench times them, each
 * through the app's own functions: listInbox (server/staff/inboxes.ts) for
 * the list, its filters, views, search and orders, managerReport
 * (server/staff/manager-report.ts) for the manager's page, and inboxCounts
 * for the counts the workspace's navigation shows on every staff page.
 */
import type { Kysely } from "kysely";

import { isPostgres } from "#server/db/migration-helpers.ts";
import type { DB } from "#server/db/schema.ts";
import { initialStatus, workflowStatuses } from "#app/lib/staff/workflow.ts";
import {
  inboxCounts,
  listInbox,
  type ScopedInboxFilter,
} from "#server/staff/inboxes.ts";
import { managerReport } from "#server/staff/manager-report.ts";
import { seedStaff, type SeededKind } from "./seed-inbox.ts";

export interface TimedView {
  name: string;
  /** The n-th run's query (runs cycle through their parameters). */
  run: (db: Kysely<DB>, n: number) => Promise<unknown>;
  /** Reported beside the goal but not held to it (decision 0079: one or two characters have no trigram). */
  reportOnly?: boolean;
}

const DAY_MS = 86_400_000;

/** What the searches look for in each seeded inbox: a reference whole and in part, its prefix's way. */
const searchedReferences: Record<SeededKind, readonly [string, string]> = {
  claim: ["CL123456", "cl98765"],
  complaint: ["CP-123456", "cp-98765"],
};

type ListFilter = Partial<Omit<ScopedInboxFilter, "status">> & {
  status?: string;
};

const cycle = <T>(values: readonly T[], n: number): T =>
  values[n % values.length]!;

/**
 * Every view the bench times on `kind`'s inbox, in the order of its table:
 * its statuses, first status and references read from its declaration.
 */
export function inboxViews(now: number, kind: SeededKind): TimedView[] {
  const day = (offsetDays: number) =>
    new Date(now - offsetDays * DAY_MS).toISOString().slice(0, 10);
  const list = (db: Kysely<DB>, filter: ListFilter) =>
    listInbox(
      db,
      kind,
      { ...filter, q: filter.q ?? "", status: (filter.status ?? "") as "" },
      1,
    );
  const statuses: readonly string[] = workflowStatuses[kind];
  const first = initialStatus[kind];
  // An open status past the first (a claim in review, a complaint acknowledged).
  const open = statuses[1]!;
  const [reference, partial] = searchedReferences[kind];
  return [
    { name: "list, newest first", run: (db) => list(db, {}) },
    ...statuses.map((status) => ({
      name: `status ${status}`,
      run: (db: Kysely<DB>) => list(db, { status }),
    })),
    {
      name: "dates: one month, a year ago",
      run: (db) => list(db, { from: day(395), to: day(365) }),
    },
    {
      name: `dates: the last 7 days, ${first}`,
      run: (db) => list(db, { from: day(7), to: day(0), status: first }),
    },
    {
      name: "search: a surname (nakamura, kowalski, okafor)",
      run: (db, n) =>
        list(db, { q: cycle(["nakamura", "kowalski", "okafor"], n) }),
    },
    {
      name: "search: a full name (Mei Patel, José Ng)",
      run: (db, n) => list(db, { q: cycle(["Mei Patel", "José Ng"], n) }),
    },
    {
      name: "search: part of an email (jennifer.wu, @proton.me)",
      run: (db, n) => list(db, { q: cycle(["jennifer.wu", "@proton.me"], n) }),
    },
    {
      name: `search: a reference, whole or partial (${reference}, ${partial})`,
      run: (db, n) => list(db, { q: cycle([reference, partial], n) }),
    },
    {
      name: "search: a common fragment (son, and)",
      run: (db, n) => list(db, { q: cycle(["son", "and"], n) }),
    },
    {
      name: "search: nothing matches (zzzq)",
      run: (db) => list(db, { q: "zzzq" }),
    },
    {
      name: "search: two characters (wu, xq: no trigram)",
      run: (db, n) => list(db, { q: cycle(["wu", "xq"], n) }),
      reportOnly: true,
    },
    {
      name: "Mine",
      run: (db, n) => list(db, { view: "mine", viewerId: cycle(seedStaff, n) }),
    },
    {
      name: `Mine, open (status ${open})`,
      run: (db, n) =>
        list(db, {
          view: "mine",
          viewerId: cycle(seedStaff, n),
          status: open,
        }),
    },
    { name: "Unassigned", run: (db) => list(db, { view: "unassigned" }) },
    { name: "at risk", run: (db) => list(db, { atRisk: true }) },
    {
      name: "at risk, soonest due first",
      run: (db) => list(db, { atRisk: true, sort: "due" }),
    },
    { name: "soonest due first", run: (db) => list(db, { sort: "due" }) },
    {
      name: "the workspace's counts (new and open, six inboxes)",
      run: (db) => inboxCounts(db),
    },
    {
      name: "manager's page (six inboxes; 7 and 30 days)",
      run: (db) =>
        managerReport(
          { db, dialect: isPostgres(db) ? "postgres" : "sqlite" },
          [7, 30].map((days) => ({
            from: new Date(now - days * DAY_MS).toISOString(),
            to: new Date(now).toISOString(),
          })),
          new Date(now),
        ),
    },
  ];
}
