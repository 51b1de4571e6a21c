import { isStaffRole } from "#app/lib/staff/roles.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long a session lives, by the role of its account. A customer's session
 * ends after 24 hours without use (Better Auth's own expiry, slid forward by
 * each use at least an hour apart) and 7 days after sign-in whatever its use.
 * A member of staff reads personal data, so theirs ends after 30 minutes
 * without use and 12 hours after sign-in.
 */
export const sessionLimits = {
  customer: { idleMs: 24 * HOUR, maxAgeMs: 7 * 24 * HOUR },
  staff: { idleMs: 30 * MINUTE, maxAgeMs: 12 * HOUR },
} as const;

/**
 * A staff session's last use is written at most this often (its
 * `updatedAt`), so a busy page does not write on every request; the idle
 * limit is therefore kept to within a minute.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = MINUTE;

export type SessionEnd = "absolute" | "idle" | "disabled";

export interface SessionFacts {
  createdAt: Date | string;
  /** The last use we know of (Better Auth's refresh, or our activity write). */
  updatedAt: Date | string;
  role: unknown;
  banned: unknown;
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * Why a session must end now, or null while it may go on. A disabled
 * account's sessions end at their next read (disabling also deletes them).
 * The customer's idle limit is Better Auth's `expiresAt`, checked by Better
 * Auth itself; the others are checked here.
 */
export function sessionEnd(
  session: SessionFacts,
  now: Date,
): SessionEnd | null {
  if (session.banned === true || session.banned === 1) return "disabled";
  const staff = isStaffRole(session.role);
  const limits = staff ? sessionLimits.staff : sessionLimits.customer;
  if (now.getTime() - time(session.createdAt) > limits.maxAgeMs)
    return "absolute";
  if (staff && now.getTime() - time(session.updatedAt) > limits.idleMs)
    return "idle";
  return null;
}

/** Whether a staff session's last use should be written now. */
export function activityToRecord(session: SessionFacts, now: Date): boolean {
  return (
    isStaffRole(session.role) &&
    now.getTime() - time(session.updatedAt) >= ACTIVITY_WRITE_INTERVAL_MS
  );
}
