import { data, isRouteErrorResponse, Link, Outlet } from "react-router";

import { AdminShell } from "#app/components/staff/admin-shell.tsx";
import { adminPage } from "#app/content/staff.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { requireStaff } from "#server/staff/access.ts";
import type { Route } from "./+types/layout";

export const meta = () => staffPageMeta(adminPage.eyebrow);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** Every /admin page sits below this guard (server/staff/access.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, headers } = await requireStaff(request, context);
  return data({ name: staff.name, role: staff.role }, { headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell name={loaderData.name} role={loaderData.role}>
      <Outlet />
    </AdminShell>
  );
}

/** A signed-in customer meets this page (403) instead of the back office. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
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
    );
  }
  throw error;
}
