import { requireStaff } from "#server/staff/access.ts";
import { exportAuditLog, parseAuditFilter } from "#server/staff/audit-log.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/audit-export";

/**
 * /admin/audit.csv: the audit log with the page's filter, every page, as
 * CSV with its times' zones in the column names. Admins only; audited.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context, {
    role: "admin",
  });
  const { filter } = parseAuditFilter(new URL(request.url).searchParams);
  const { page: _page, ...rest } = filter;
  return withStaffCookies(await exportAuditLog(services, rest, actor), headers);
}
