import { data } from "react-router";

import { ManagerReport } from "#app/components/staff/manager-report.tsx";
import { StaffPageHeader } from "#app/components/staff/staff-section.tsx";
import { managerPage as texts } from "#app/content/manager.ts";
import { managerTable } from "#app/lib/staff/manager-view.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { requireStaff } from "#server/staff/access.ts";
import { isMonth, staffMonthOf } from "#server/staff/manager-csv.ts";
import { managerReport } from "#server/staff/manager-report.ts";
import type { Route } from "./+types/manager";

export const meta = () => staffPageMeta(texts.title);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

const DAY = 86_400_000;

/**
 * /admin/manager: admins only (docs/decisions/0069). The last 7 and 30
 * days, counted back from now; `?month=` echoes a month the CSV could not
 * read, with its error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, headers } = await requireStaff(request, context, {
    role: "admin",
  });
  const now = new Date();
  const to = now.toISOString();
  const report = await managerReport(
    services.database,
    [
      { from: new Date(now.getTime() - 7 * DAY).toISOString(), to },
      { from: new Date(now.getTime() - 30 * DAY).toISOString(), to },
    ],
    now,
  );
  const asked = new URL(request.url).searchParams.get("month");
  const monthError =
    asked !== null && !isMonth(asked) ? texts.csv.invalidMonth : null;
  return data(
    {
      tables: report.map(managerTable),
      month: monthError ? asked!.slice(0, 20) : staffMonthOf(now),
      monthError,
    },
    { headers },
  );
}

export default function Manager({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <StaffPageHeader title={texts.title} intro={texts.intro} />
      <ManagerReport {...loaderData} />
    </div>
  );
}
