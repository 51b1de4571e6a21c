import { data, redirect, type RouterContextProvider } from "react-router";

import { isStaffRole, type StaffRole } from "#app/lib/staff/roles.ts";
import { readSession, signOut, type AuthCall } from "#server/auth/account.ts";
import {
  authCall,
  portalHeaders,
  redirectToSignIn,
} from "#server/auth/session.ts";
import { clientContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import type { StaffActor } from "./workflow.ts";

type Context = Readonly<RouterContextProvider>;

export { staffRoles, type StaffRole } from "#app/lib/staff/roles.ts";

/** Where a member of staff enrols an authenticator app before any staff page opens. */
export const ENROLMENT_PATH = "/admin/two-factor";

/** A signed-in member of staff, as the back office knows them. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

export interface StaffRequest {
  staff: StaffMember;
  /** The staff member and their client address, for the workflow and audit log. */
  actor: StaffActor;
  services: Services;
  /** For the response: no-store, and the session cookie if it was extended. */
  headers: Headers;
}

/** A member of staff's request, whether or not an authenticator app is enrolled yet. */
interface StaffSession extends StaffRequest {
  /** The request's Better Auth call (its cookies and client address). */
  call: AuthCall;
  enrolled: boolean;
  /** This session was made by a right code (decision 0046): only such a session opens the back office. */
  codeVerified: boolean;
}

/**
 * The session's staff member: a visitor (or a session that just ended) goes
 * to /login and back here afterwards, a customer or a disabled account gets
 * a 403. Role, disabled flag and enrolment are read from the database at
 * every request, so a demotion or a disabling takes effect at once. A
 * session of an enrolled account that never passed a code (signed in with
 * the password before the account enrolled elsewhere) is ended here and
 * goes to /login: it can never become a staff session.
 */
async function staffSession(
  request: Request,
  context: Context,
): Promise<StaffSession> {
  const call = authCall(request, context);
  const url = new URL(request.url);
  const { user, cookies, codeVerified } = await readSession(call);
  if (!user) throw redirectToSignIn(`${url.pathname}${url.search}`, cookies);
  const headers = portalHeaders(cookies);
  const row = await call.services.database.db
    .selectFrom("user")
    .select(["role", "banned", "twoFactorEnabled"])
    .where("id", "=", user.id)
    .executeTakeFirst();
  const role = row?.role;
  if (row === undefined || Boolean(row.banned) || !isStaffRole(role))
    throw data(null, { status: 403, headers });
  const enrolled = Boolean(row.twoFactorEnabled);
  if (enrolled && !codeVerified) {
    const { cookies: cleared } = await signOut(call);
    throw redirectToSignIn(`${url.pathname}${url.search}`, cleared);
  }
  return {
    call,
    staff: { id: user.id, name: user.name, email: user.email, role },
    actor: {
      id: user.id,
      clientIp: context.get(clientContext)?.ip ?? "unknown",
    },
    services: call.services,
    headers,
    enrolled,
    codeVerified,
  };
}

/**
 * The guard of every /admin loader and action: a visitor goes to /login (and
 * back here afterwards), a signed-in customer gets a 403, a member of staff
 * without an authenticator app goes to enrol one first, and a member of
 * staff whose session passed its code (or, with `role: "admin"`, only an
 * admin) goes on.
 */
export async function requireStaff(
  request: Request,
  context: Context,
  options: { role?: StaffRole } = {},
): Promise<StaffRequest> {
  const {
    call: _call,
    enrolled: _enrolled,
    codeVerified,
    ...found
  } = await staffSession(request, context);
  // An enrolled account's session without a code has been ended above: an
  // unmarked session here is one of an account still to enrol.
  if (!codeVerified) throw redirect(ENROLMENT_PATH, { headers: found.headers });
  const { role } = found.staff;
  if (options.role !== undefined && role !== options.role && role !== "admin")
    throw data(null, { status: 403, headers: found.headers });
  return found;
}

/**
 * The enrolment page's guard: a member of staff, signed in with a password,
 * who may not have an authenticator app yet (the one page a session without
 * a code opens); the request's Better Auth call comes along for the
 * enrolment's own calls.
 */
export async function requireStaffToEnrol(
  request: Request,
  context: Context,
): Promise<StaffSession> {
  return staffSession(request, context);
}
