import { sql, type SqlBool } from "kysely";

import { complaintTopicLabel } from "#app/content/complaints.ts";
import { complaintRegister, submissionPage } from "#app/content/staff.ts";
import {
  daysBetween,
  REGISTER_TIME_ZONE,
  registerDay,
} from "#app/lib/staff/complaint-register.ts";
import { startOfStaffDay } from "#app/lib/staff/dates.ts";
import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit } from "./audit.ts";
import { attachment } from "./documents.ts";
import { toCsv } from "./export.ts";
import type { StaffActor } from "./workflow.ts";

/** Rows read per query while the file is written. */
const BATCH_SIZE = 500;

const registerColumns = [
  "id",
  "reference",
  "created_at",
  "line_of_business",
  "area",
  "about",
  "outcome",
  "closed_at",
  "final_response_at",
  "regulator_forwarded",
  "regulator_name",
  "regulator_due_on",
] as const;

type RegisterRow = {
  [
    Column in (typeof registerColumns)[number]
  ]: Column extends "regulator_forwarded"
    ? boolean | 0 | 1
    : Column extends "id" | "reference" | "created_at" | "about"
      ? string
      : string | null;
};

const labelOf = (
  labels: Readonly<Record<string, string>>,
  value: string | null,
) => (value === null ? "" : (labels[value] ?? value));

/**
 * One complaint as a line of the register: days in Detroit. It is closed,
 * for the register, the day its final response went to the person (the move
 * to Resolved), or the day it was closed without one; "days open" counts
 * calendar days from receipt to then, or to `today` while it is open.
 */
function registerLine(row: RegisterRow, today: string): string[] {
  const received = registerDay(row.created_at);
  const ended = row.final_response_at ?? row.closed_at;
  const closed = ended ? registerDay(ended) : null;
  const forwarded =
    row.regulator_forwarded === true || row.regulator_forwarded === 1;
  return [
    row.reference,
    received,
    labelOf(complaintRegister.lines, row.line_of_business),
    labelOf(complaintRegister.areas, row.area),
    complaintTopicLabel(row.about),
    labelOf(submissionPage.status.outcomeLabels, row.outcome),
    closed ?? "",
    String(daysBetween(received, closed ?? today)),
    forwarded ? complaintRegister.yes : complaintRegister.no,
    row.regulator_name ?? "",
    row.regulator_due_on ?? "",
  ];
}

/**
 * The complaints register of a year (issue 33; decision 0097): every
 * complaint received in it (its days in Detroit), oldest first, as a CSV
 * download (never cached). Audited first as an export (listExported, with
 * the year and the row count, never a row), then written in batches walked
 * by (created_at, id), so a large year never sits in memory whole.
 */
export async function exportComplaintRegister(
  services: Pick<Services, "database" | "secrets">,
  year: number,
  actor: StaffActor,
  now = new Date(),
): Promise<Response> {
  const db = services.database.db;
  // The year's first instant in Detroit (Eastern Time: the back office's
  // zone keeps the same clock).
  const from = startOfStaffDay(`${year}-01-01`);
  const to = startOfStaffDay(`${year + 1}-01-01`);
  const inYear = db
    .selectFrom("complaints")
    .where("created_at", ">=", from)
    .where("created_at", "<", to);
  const { count } = await inYear
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  await recordAudit(db, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.listExported,
    subjectType: "complaint",
    details: { rows: Number(count), register: year },
    clientIp: actor.clientIp,
  });

  const today = registerDay(now);
  const encoder = new TextEncoder();
  let after: { created_at: string; id: string } | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      controller.enqueue(
        encoder.encode(
          `\uFEFF${toCsv([complaintRegister.columns(REGISTER_TIME_ZONE)])}`,
        ),
      );
    },
    async pull(controller) {
      let query = inYear
        .select([...registerColumns])
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .limit(BATCH_SIZE);
      if (after) {
        const { created_at, id } = after;
        // "(created_at, id) after the last row's", with a plain range on
        // created_at first so the index is walked (server/staff/export.ts).
        query = query.where(
          sql<SqlBool>`(${sql.ref("created_at")} >= ${created_at} and (${sql.ref("created_at")} > ${created_at} or ${sql.ref("id")} > ${id}))`,
        );
      }
      const rows = (await query.execute()) as RegisterRow[];
      const last = rows.at(-1);
      if (last) {
        after = { created_at: last.created_at, id: last.id };
        controller.enqueue(
          encoder.encode(toCsv(rows.map((row) => registerLine(row, today)))),
        );
      }
      if (rows.length < BATCH_SIZE) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(`complaints-register-${year}.csv`),
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
