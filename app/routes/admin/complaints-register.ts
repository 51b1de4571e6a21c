import { data } from "react-router";

import { registerYears } from "#app/lib/staff/complaint-register.ts";

import { requireStaff } from "#server/staff/access.ts";
import { exportComplaintRegister } from "#server/staff/complaint-register-export.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/complaints-register";

/** The earliest year a register is asked of: before the site took complaints. */
const FIRST_YEAR = 2000;

/**
 * /admin/complaints/register.csv?year=YYYY: the complaints received that
 * year, as the register (CSV, streamed, audited). Staff only; a year that
 * is no year, or one still to come, is not found.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const given = new URL(request.url).searchParams.get("year") ?? "";
  const year = /^\d{4}$/.test(given) ? Number(given) : NaN;
  if (!(year >= FIRST_YEAR && year <= registerYears()[0]))
    throw data(null, { status: 404, headers });
  return withStaffCookies(
    await exportComplaintRegister(services, year, actor),
    headers,
  );
}
