import { data, redirect, type RouterContextProvider } from "react-router";

import { currentUser } from "#server/auth/account.ts";
import { authCall, portalHeaders } from "#server/auth/session.ts";
import { clientContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import type { StaffActor } from "./workflow.ts";

type Context = Readonly<RouterContextProvider>;

export const staffRoles = ["staff", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

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

const isStaffRole = (role: unknown): role is StaffRole =>
  (staffRoles as readonly unknown[]).includes(role);

/**
 * The guard of every /admin loader and action: a visitor goes to /login (and
 * back here afterwards), a signed-in customer gets a 403, a member of staff
 * (or, with `role: "admin"`, only an admin) goes on. The role is read from
 * the database at every request, so a demotion takes effect at once.
 */
export async function requireStaff(
  request: Request,
  context: Context,
  options: { role?: StaffRole } = {},
): Promise<StaffRequest> {
  const call = authCall(request, context);
  const found = await currentUser(call);
  if (!found) {
    const url = new URL(request.url);
    const back = new URLSearchParams({
      redirectTo: `${url.pathname}${url.search}`,
    });
    throw redirect(`/login?${back}`, { headers: portalHeaders() });
  }
  const headers = portalHeaders(found.cookies);
  const row = await call.services.database.db
    .selectFrom("user")
    .select(["role", "banned"])
    .where("id", "=", found.user.id)
    .executeTakeFirst();
  const role = row?.role;
  const allowed =
    row !== undefined &&
    !row.banned &&
    isStaffRole(role) &&
    (options.role === undefined || role === options.role || role === "admin");
  if (!allowed) throw data(null, { status: 403, headers });
  return {
    staff: { ...found.user, role },
    actor: {
      id: found.user.id,
      clientIp: context.get(clientContext)?.ip ?? "unknown",
    },
    services: call.services,
    headers,
  };
}
