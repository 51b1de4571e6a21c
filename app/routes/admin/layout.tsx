import { data, isRouteErrorResponse, Link, Outlet } from "react-router";

import { AdminShell } from "#app/components/staff/admin-shell.tsx";
import { adminPage } from "#app/content/staff.ts";
import type { PageHandle } from "#app/lib/enhancements.ts";
import type { ChromeHandle } from "#app/lib/page-chrome.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";
import type { WorkspaceData } from "#app/lib/staff/workspace.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { requireStaff } from "#server/staff/access.ts";
import { inboxCounts } from "#server/staff/inboxes.ts";
import type { Route } from "./+types/layout";

export const meta = () => staffPageMeta(adminPage.eyebrow);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/**
 * The staff workspace's frame (drawn here: AdminShell; root.tsx leaves the
 * public header and footer out) and the
 * keyboard shortcuts of its lists and records (app/enhance/shortcuts.ts).
 */
export const handle = {
  workspace: true,
  enhancements: ["shortcuts"],
} satisfies ChromeHandle & PageHandle;

/**
 * Every /admin page sits below this guard (server/staff/access.ts). It also
 * reads what the workspace's navigation shows: who is signed in and how
 * many records are new and open in each inbox.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, services, headers } = await requireStaff(request, context);
  const workspace: WorkspaceData = {
    name: staff.name,
    role: staff.role,
    counts: await inboxCounts(services.database.db),
  };
  return data(workspace, { headers });
}

/**
 * The counts are read again on every navigation, not only when the path's
 * parameters change: moving from one page to another is when a handler
 * looks at them.
 */
export const shouldRevalidate = () => true;

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/** A signed-in customer meets this page (403) instead of the back office. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AdminShell>
        <section className="mx-auto max-w-3xl px-4 py-24 text-center">
          <title>{`${adminPage.forbidden.title} | ${adminPage.titleSuffix}`}</title>
          <h1 className="text-3xl font-bold text-brand-900">
            {adminPage.forbidden.title}
          </h1>
          <p className="mt-4 text-slate-700">{adminPage.forbidden.text}</p>
          <Link
            to="/dashboard"
            className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {adminPage.forbidden.back}
          </Link>
        </section>
      </AdminShell>
    );
  }
  throw error;
}
