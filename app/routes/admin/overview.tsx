import { data } from "react-router";

import { InboxOverview } from "#app/components/staff/inbox-overview.tsx";
import { overviewPage } from "#app/content/staff.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { requireStaff } from "#server/staff/access.ts";
import { countNew } from "#server/staff/inboxes.ts";
import type { Route } from "./+types/overview";

export const meta = () => staffPageMeta(overviewPage.title);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** /admin: how many new submissions wait in each inbox. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, headers } = await requireStaff(request, context);
  return data({ counts: await countNew(services.database.db) }, { headers });
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <InboxOverview counts={loaderData.counts} />;
}
