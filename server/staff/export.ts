import { stringify } from "csv-stringify/sync";
import { sql, type SqlBool } from "kysely";

import { inboxSegments } from "#app/lib/staff/inboxes.ts";
import { byKind, type InboxKind } from "#app/lib/kinds/kinds.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";
import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit } from "./audit.ts";
import { attachment } from "./documents.ts";
import { countInbox, filteredInbox, type InboxFilter } from "./inboxes.ts";
import type { StaffActor } from "./workflow.ts";

/** The columns of each inbox's CSV, as its kind declares them (server/kinds/). */
export const exportColumns = byKind((kind) => storedKinds[kind].exportColumns);

/** Rows read per query while the file is written. */
const BATCH_SIZE = 500;

type ExportServices = Pick<Services, "database" | "secrets">;

/** A cell as text: JSON lists (positions) as "a; b", consent as yes or no, nothing as empty. */
function cellText(column: string, value: unknown): string {
  if (value === null || value === undefined) return "";
  // A boolean as SQLite (1, 0) and PostgreSQL (true, false) both give it.
  if (column === "consent_to_call")
    return value === true || value === 1 ? "yes" : "no";
  if (column === "selected_positions" && typeof value === "string") {
    try {
      const list: unknown = JSON.parse(value);
      if (Array.isArray(list)) return list.map(String).join("; ");
    } catch {
      // Not a list: written as stored.
    }
  }
  return String(value);
}

/**
 * Writes rows as CSV. A cell that a spreadsheet would run as a formula (it
 * starts with =, +, -, @, a tab or a carriage return, or their full-width
 * forms) is neutralised with a leading apostrophe by csv-stringify's
 * `escape_formulas`. A cell holding a line break is quoted, a lone CR too
 * (csv-stringify quotes only the whole record delimiter by itself).
 */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return stringify(rows as string[][], {
    escape_formulas: true,
    record_delimiter: "\r\n",
    quoted_match: /[\r\n]/,
  });
}

/** A CSV file's name: the inbox and the day, e.g. verifications-2026-11-23.csv. */
const exportFileName = (kind: InboxKind, now: Date) =>
  `${inboxSegments[kind]}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Every row of an inbox that matches the filter, on all pages, newest first,
 * as a CSV download (never cached). Audited first (listExported, with the
 * filter's shape and the row count, never a row), then written in batches
 * walked by (created_at, id), so a large inbox never sits in memory whole
 * and rows that arrive meanwhile are neither doubled nor skipped.
 */
export async function exportInbox(
  services: ExportServices,
  kind: InboxKind,
  filter: InboxFilter,
  actor: StaffActor,
  now = new Date(),
): Promise<Response> {
  const db = services.database.db;
  const count = await countInbox(db, kind, filter);
  await recordAudit(db, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.listExported,
    subjectType: kind,
    details: {
      rows: count,
      status: filter.status || null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      view: filter.view ?? "all",
      // Whether a search narrowed the list; its text may be a name, so it is not kept.
      searched: filter.q !== "",
    },
    clientIp: actor.clientIp,
  });

  const columns: readonly string[] = exportColumns[kind];
  const encoder = new TextEncoder();
  let after: { created_at: string; id: string } | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${toCsv([columns])}`));
    },
    async pull(controller) {
      let query = filteredInbox(db, kind, filter)
        .select(columns.map((column) => sql.ref(`t.${column}`).as(column)))
        .orderBy("t.created_at", "desc")
        .orderBy("t.id", "desc")
        .limit(BATCH_SIZE);
      if (after) {
        const { created_at, id } = after;
        query = query.where(
          // The same as "(created_at, id) before the last row's", written
          // with a plain range on created_at first: an OR of the two made
          // SQLite collect and sort every older row for each batch (3 s a
          // batch at a million rows); the range walks the index from there.
          sql<SqlBool>`(${sql.ref("t.created_at")} <= ${created_at} and (${sql.ref("t.created_at")} < ${created_at} or ${sql.ref("t.id")} < ${id}))`,
        );
      }
      const rows = (await query.execute()) as Array<Record<string, unknown>>;
      if (rows.length > 0) {
        const lastRow = rows.at(-1)!;
        after = {
          created_at: String(lastRow.created_at),
          id: String(lastRow.id),
        };
        controller.enqueue(
          encoder.encode(
            toCsv(
              rows.map((row) =>
                columns.map((column) => cellText(column, row[column])),
              ),
            ),
          ),
        );
      }
      if (rows.length < BATCH_SIZE) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(exportFileName(kind, now)),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
