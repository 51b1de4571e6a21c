import { managerPage as texts } from "#app/content/manager.ts";
import { promisedTimes } from "#app/content/promises.ts";
import { inboxTitles } from "#app/content/staff.ts";

import { durationWords } from "./clock-view.ts";
import { formatStaffDateTime } from "./dates.ts";
import { submissionPath } from "./inboxes.ts";
import type { InboxKind } from "./workflow.ts";

/** One period's figures for one group of records (server/staff/manager-report.ts). */
export interface PeriodFiguresData {
  /** Records received in the period. */
  received: number;
  /** Milliseconds; null when nothing received in the period was answered. */
  medianFirstResponseMs: number | null;
  kept: number;
  missed: number;
}

/**
 * A group's figures: one person's in an inbox, the unassigned, or the whole
 * inbox. A person's open records are those they own; their first responses
 * and stopped clocks those they gave (decision 0069).
 */
export interface GroupFiguresData {
  /** The person's user id; null for the unassigned (or a response by an account gone), and for an inbox's total. */
  assigneeId: string | null;
  /** The assignee's name; null for the unassigned and the total. */
  name: string | null;
  open: number;
  oldestOpen: { id: string; receivedAt: string } | null;
  periods: PeriodFiguresData[];
}

/** One period's "within the promise" cell: the share, and the misses counted when there are any. */
export interface KeptCell {
  text: string;
  missed: string | null;
}

export interface ManagerRow {
  person: string;
  open: number;
  oldest: { href: string; text: string; iso: string } | null;
  medians: string[];
  kept: KeptCell[];
}

export interface ManagerTable {
  kind: InboxKind;
  caption: string;
  rows: ManagerRow[];
}

/** Share kept of those decided, as a whole percentage; null when none decided. */
export function keptShare(figures: PeriodFiguresData): number | null {
  const decided = figures.kept + figures.missed;
  return decided === 0 ? null : Math.round((figures.kept / decided) * 100);
}

/** Who a row is about, in words. */
export function personLabel(group: GroupFiguresData, total: boolean): string {
  if (total) return texts.allPeople;
  if (group.assigneeId === null) return texts.unassigned;
  return group.name ?? texts.formerStaff;
}

function row(
  kind: InboxKind,
  group: GroupFiguresData,
  total: boolean,
): ManagerRow {
  return {
    person: personLabel(group, total),
    open: group.open,
    oldest: group.oldestOpen && {
      href: submissionPath(kind, group.oldestOpen.id),
      text: texts.oldestLink(formatStaffDateTime(group.oldestOpen.receivedAt)),
      iso: group.oldestOpen.receivedAt,
    },
    medians: group.periods.map((period) =>
      period.medianFirstResponseMs === null
        ? texts.noneAnswered
        : durationWords(period.medianFirstResponseMs),
    ),
    kept: group.periods.map((period) => {
      const share = keptShare(period);
      return {
        text:
          share === null
            ? texts.noneDecided
            : texts.share(share, period.kept, period.kept + period.missed),
        missed: period.missed > 0 ? texts.missed(period.missed) : null,
      };
    }),
  };
}

/** An inbox's figures as its table on the page: everyone first, then each person. */
export function managerTable(inbox: {
  kind: InboxKind;
  total: GroupFiguresData;
  people: GroupFiguresData[];
}): ManagerTable {
  return {
    kind: inbox.kind,
    caption: texts.caption(inboxTitles[inbox.kind], promisedTimes[inbox.kind]),
    rows: [
      row(inbox.kind, inbox.total, true),
      ...inbox.people.map((person) => row(inbox.kind, person, false)),
    ],
  };
}
