import { InboxOverview } from "#app/components/staff/inbox-overview.tsx";
import { overviewPage } from "#app/content/staff.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";
import { useWorkspaceData } from "#app/lib/staff/workspace.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";

export const meta = () => staffPageMeta(overviewPage.title);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/**
 * /admin: how many new submissions wait in each inbox. The /admin layout
 * (its guard, then the counts its navigation shows) has read them already.
 */
export default function Overview() {
  const workspace = useWorkspaceData();
  return workspace ? <InboxOverview counts={workspace.counts} /> : null;
}
