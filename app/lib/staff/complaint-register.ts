/**
 * A complaint's place in the register insurers keep (issue 33; decision
 * 0097): its classification, whether a regulator forwarded it, and the day
 * its final answer is due. Machine values and day arithmetic, shared by the
 * register form's schema, the record's page and the register's CSV; words
 * are in app/content/staff.ts (`complaintRegister`).
 */
import { complaintFacts } from "#app/content/facts/complaints.ts";
import { productLines, type ProductLine } from "#app/content/shared.ts";

import { inboxPath } from "./inboxes.ts";

/** Calendar days from receipt to our final answer, unless a regulator's deadline is earlier. */
export const COMPLAINT_FINAL_ANSWER_DAYS = complaintFacts.finalAnswerDays;

/** The register's areas of the business a complaint is about. */
export const complaintAreas = [
  "claims",
  "underwriting",
  "marketing",
  "service",
] as const;

export type ComplaintArea = (typeof complaintAreas)[number];

/** The register's lines of business: the products we sell (app/content/shared.ts). */
export const complaintLines: readonly ProductLine[] = productLines;

export const isComplaintArea = (value: unknown): value is ComplaintArea =>
  (complaintAreas as readonly unknown[]).includes(value);

export const isComplaintLine = (value: unknown): value is ProductLine =>
  (complaintLines as readonly unknown[]).includes(value);

/** The most a regulator's name holds. */
export const REGULATOR_NAME_MAX_LENGTH = 200;

/**
 * The zone the register's days are counted in: where we are based, and
 * where Michigan's regulator counts them. (Eastern Time, as the back
 * office's STAFF_TIME_ZONE; named as Detroit in the register's header.)
 */
export const REGISTER_TIME_ZONE = "America/Detroit";

const registerDays = new Intl.DateTimeFormat("en-CA", {
  timeZone: REGISTER_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day ("2026-11-23") an instant falls on in Detroit. */
export const registerDay = (instant: string | number | Date): string =>
  registerDays.format(new Date(instant));

/** A calendar day `days` later ("2026-11-23" + 30 → "2026-12-23"). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from one day to another ("2026-11-23" to "2026-11-25": 2). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) /
      86_400_000,
  );

/**
 * The day a complaint's final answer is due: COMPLAINT_FINAL_ANSWER_DAYS
 * after the day it was received (in Detroit), or the regulator's deadline
 * when that is earlier; `byRegulator` says which.
 */
export function finalAnswerDue(
  receivedAt: string,
  regulatorDueOn: string | null,
): { day: string; byRegulator: boolean } {
  const ours = addDays(registerDay(receivedAt), COMPLAINT_FINAL_ANSWER_DAYS);
  return regulatorDueOn && regulatorDueOn < ours
    ? { day: regulatorDueOn, byRegulator: true }
    : { day: ours, byRegulator: false };
}

/** The register of complaints received in `year`, as CSV (app/routes/admin/complaints-register.ts). */
export const complaintRegisterPath = (year: number) =>
  `${inboxPath("complaint")}/register.csv?year=${year}`;

/** The years the Complaints inbox offers the register of: this one (in Detroit) and the one before. */
export function registerYears(now = new Date()): [number, number] {
  const year = Number(registerDay(now).slice(0, 4));
  return [year, year - 1];
}
