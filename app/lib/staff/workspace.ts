import { useRouteLoaderData } from "react-router";

import type { InboxCount } from "./inboxes.ts";
import type { InboxKind } from "./workflow.ts";

/** The /admin layout's route id: its loader reads what the workspace's frame shows. */
const WORKSPACE_ROUTE_ID = "routes/admin/layout";

/** What the /admin layout's loader gives every staff page: who is signed in, the inboxes' counts. */
export interface WorkspaceData {
  name: string;
  role: "staff" | "admin";
  counts: Record<InboxKind, InboxCount>;
}

/**
 * The /admin layout's data, for the frame around every staff page and the
 * overview; undefined where that layout's loader did not run or refused
 * (the authenticator enrolment, a customer's 403).
 */
export function useWorkspaceData(): WorkspaceData | undefined {
  return useRouteLoaderData<WorkspaceData>(WORKSPACE_ROUTE_ID);
}
