import { useRouteLoaderData } from "react-router";

import { InboxOverview } from "#app/components/staff/inbox-overview.tsx";
import { overviewPage } from "#app/content/staff.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import type { loader as adminLoader } from "./layout.tsx";

export const meta = () => staffPageMeta(overviewPage.title);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/**
 * /admin: how many new submissions wait in each inbox. The /admin layout
 * (its guard, then the counts its navigation shows) has read them already.
 */
export default function Overview() {
  const workspace = useRouteLoaderData<typeof adminLoader>(
    "routes/admin/layout",
  );
  return workspace ? <InboxOverview counts={workspace.counts} /> : null;
}
