import type { Kysely } from "kysely";

import { managerPage as texts } from "#app/content/manager.ts";
import { promisedTimes } from "#app/content/promises.ts";
import { inboxTitles } from "#app/content/staff.ts";
import { startOfStaffDay, staffWallTime } from "#app/lib/staff/dates.ts";
import {
  keptShare,
  personLabel,
  type GroupFiguresData,
} from "#app/lib/staff/manager-view.ts";
import { inboxKinds, type InboxKind } from "#app/lib/staff/workflow.ts";
import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import type { Dialect } from "#server/db/database.ts";
import type { DB } from "#server/db/schema.ts";
import { attachment } from "./documents.ts";
import { toCsv } from "./export.ts";
import { inboxFigures, type Period } from "./manager-report.ts";

/** A month as "YYYY-MM", from 2000 on. */
const MONTH = /^(2\d{3})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string) => MONTH.test(value);

/** The month an instant falls in, on the Eastern calendar ("2026-11"). */
export function staffMonthOf(instant: Date): string {
  const { year, month } = staffWallTime(instant.getTime());
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** A month's records: received from its first midnight Eastern until the next month's. */
export function monthPeriod(month: string): Period {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next =
    number === 12
      ? `${year + 1}-01-01`
      : `${year}-${String(number + 1).padStart(2, "0")}-01`;
  return {
    from: startOfStaffDay(`${month}-01`),
    to: startOfStaffDay(next),
  };
}

const minutes = (ms: number | null) =>
  ms === null ? "" : String(Math.round(ms / 60_000));

function csvRow(
  month: string,
  kind: InboxKind,
  group: GroupFiguresData,
  total: boolean,
): string[] {
  const [period] = group.periods;
  const share = period ? keptShare(period) : null;
  return [
    month,
    inboxTitles[kind],
    personLabel(group, total),
    promisedTimes[kind],
    String(period?.received ?? 0),
    String(group.open),
    minutes(period?.medianFirstResponseMs ?? null),
    String(period?.kept ?? 0),
    String(period?.missed ?? 0),
    share === null ? "" : String(share),
    group.oldestOpen?.id ?? "",
    group.oldestOpen ? formatEastern(group.oldestOpen.receivedAt) : "",
  ];
}

/** "2026-11-20 17:00" on the Eastern wall clock: the header names the zone. */
function formatEastern(iso: string): string {
  const wall = staffWallTime(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}`;
}

/**
 * The manager's figures for the records received in `month`, as a CSV
 * download written inbox by inbox as each inbox's figures come from the
 * database (aggregates only: no inbox's rows are ever held).
 */
export function managerCsv(
  database: { db: Kysely<DB>; dialect: Dialect },
  month: string,
  now = new Date(),
): Response {
  const period = monthPeriod(month);
  const encoder = new TextEncoder();
  const kinds = [...inboxKinds];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${toCsv([texts.csv.header])}`));
    },
    async pull(controller) {
      const kind = kinds.shift();
      if (!kind) return controller.close();
      const figures = await inboxFigures(database, kind, [period], now);
      controller.enqueue(
        encoder.encode(
          toCsv([
            csvRow(month, kind, figures.total, true),
            ...figures.people.map((person) =>
              csvRow(month, kind, person, false),
            ),
          ]),
        ),
      );
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(texts.csv.fileName(month)),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
