import { redirect } from "react-router";

import { requireStaff } from "#server/staff/access.ts";
import { isMonth, managerCsv } from "#server/staff/manager-csv.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/manager-csv";

/**
 * /admin/manager.csv?month=2026-11: the manager's figures for a month's
 * records (admins only). A month it cannot read goes back to the page,
 * which says why.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, headers } = await requireStaff(request, context, {
    role: "admin",
  });
  const month = (new URL(request.url).searchParams.get("month") ?? "").trim();
  if (!isMonth(month))
    throw redirect(
      `/admin/manager?${new URLSearchParams({ month: month.slice(0, 20) })}`,
      { headers },
    );
  return withStaffCookies(managerCsv(services.database, month), headers);
}
