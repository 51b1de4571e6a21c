/**
 * A complaint's register details on its page (issue 33; decision 0097):
 * staff set the regulator's mark and deadline and the classification; the
 * page reads them back with the final answer's due day and a link to the
 * record the complaint names.
 */
import type { Kysely, Selectable } from "kysely";

import { auditSubjectWords } from "#app/content/audit-words.ts";
import { complaintRegister as words } from "#app/content/staff.ts";
import { inboxKinds, kinds } from "#app/lib/kinds/kinds.ts";
import { referencePattern } from "#app/lib/references.ts";
import type { ComplaintRegisterInput } from "#app/lib/schemas/staff.ts";
import {
  finalAnswerDue,
  registerDay,
} from "#app/lib/staff/complaint-register.ts";
import { formatStaffDate, formatStaffDateTime } from "#app/lib/staff/dates.ts";
import { inboxPath, submissionPath } from "#app/lib/staff/inboxes.ts";
import type { ComplaintRegisterView } from "#app/lib/staff/submission-view.ts";
import type { ComplaintsTable, DB } from "#server/db/schema.ts";
import { inboxTables } from "#server/kinds/stored-kinds.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit } from "./audit.ts";
import { readComplaintOutcome } from "./record-outcomes.ts";
import type { StaffActor } from "./workflow.ts";

/**
 * Saves a complaint's register details, audited with what was set (the
 * mark, the deadline, the classification; never the regulator's name,
 * which staff type and which may name a person). The name and deadline
 * are dropped when it is not marked as forwarded. False when there is no
 * such complaint.
 */
export async function setComplaintRegister(
  services: Pick<Services, "database" | "secrets">,
  {
    id,
    input,
    actor,
  }: { id: string; input: ComplaintRegisterInput; actor: StaffActor },
): Promise<boolean> {
  const forwarded = input.forwarded;
  const values = {
    regulator_forwarded: forwarded,
    regulator_name: forwarded ? input.regulatorName : null,
    regulator_due_on: forwarded ? input.regulatorDueOn : null,
    line_of_business: input.lineOfBusiness || null,
    area: input.area || null,
  };
  return services.database.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("complaints")
      .set(values)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordAudit(trx, services.secrets.authSecret, {
      actor: actor.id,
      action: auditActions.complaintRegisterChanged,
      subjectType: "complaint",
      subjectId: id,
      details: {
        regulatorForwarded: forwarded,
        regulatorDueOn: values.regulator_due_on,
        lineOfBusiness: values.line_of_business,
        area: values.area,
      },
      clientIp: actor.clientIp,
    });
    return true;
  });
}

/**
 * The record of ours a reference names, found by the reference prefix its
 * kind declares (app/lib/kinds/ `referencePrefix`): a link to its page, or
 * null when none has it now. A quote's Q- reference is the saved
 * estimate's, shared by every request for an agent about it: the link is
 * the Quotes list searched for it, so staff see each request (a complaint
 * about a quote may concern any of them), not only the newest.
 */
export async function namedRecord(
  db: Kysely<DB>,
  reference: string,
): Promise<{ href: string; label: string } | null> {
  const kind = inboxKinds.find((each) =>
    referencePattern(kinds[each].referencePrefix).test(reference),
  );
  if (!kind) return null;
  const found = await db
    // Every inbox table has its id and reference; Kysely cannot resolve
    // them over a table picked at run time.
    .selectFrom(inboxTables[kind] as "claims")
    .select("id")
    .where("reference", "=", reference)
    .limit(1)
    .executeTakeFirst();
  if (!found) return null;
  if (kind === "quote")
    return {
      href: `${inboxPath("quote")}?${new URLSearchParams({ q: reference })}`,
      label: words.namedRecord.quoteRequests(reference),
    };
  return {
    href: submissionPath(kind, found.id),
    label: `${auditSubjectWords.kinds[kind]} ${reference}`,
  };
}

/** A complaint's register details as its page shows them, as of `now`. */
export async function complaintRegisterView(
  db: Kysely<DB>,
  row: Selectable<ComplaintsTable>,
  now = new Date(),
): Promise<ComplaintRegisterView> {
  const due = finalAnswerDue(row.created_at, row.regulator_due_on);
  const open = row.final_response_at === null && row.status !== "closed";
  return {
    // A boolean as SQLite (1, 0) and PostgreSQL (true, false) both give it.
    forwarded:
      row.regulator_forwarded === true || row.regulator_forwarded === 1,
    regulatorName: row.regulator_name,
    regulatorDueOn: row.regulator_due_on
      ? {
          day: row.regulator_due_on,
          text: formatStaffDate(row.regulator_due_on),
        }
      : null,
    lineOfBusiness: row.line_of_business,
    area: row.area,
    outcome: readComplaintOutcome(row)?.outcome ?? null,
    finalAnswer: {
      day: due.day,
      text: formatStaffDate(due.day),
      byRegulator: due.byRegulator,
      overdue: open && registerDay(now) > due.day,
      answered: row.final_response_at
        ? {
            iso: row.final_response_at,
            text: formatStaffDateTime(row.final_response_at),
          }
        : null,
    },
    ...(row.our_reference
      ? { namedRecord: await namedRecord(db, row.our_reference) }
      : {}),
  };
}
