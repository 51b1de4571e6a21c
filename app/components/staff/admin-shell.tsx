import { NavLink } from "react-router";

import { SignOutButton } from "#app/components/portal/sign-out-button.tsx";
import { adminNavigation, adminPage } from "#app/content/staff.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The frame of every staff page: who is signed in and the back office's
 * navigation (admins see the staff and audit pages too), then the page.
 */
export function AdminShell({
  name,
  role,
  children,
}: {
  name: string;
  role: "staff" | "admin";
  children: React.ReactNode;
}) {
  const items = adminNavigation.filter(
    (item) => !item.adminOnly || role === "admin",
  );
  return (
    <div className="bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-brand-900">
                {adminPage.eyebrow}
              </span>{" "}
              · {adminPage.signedInAs(name, role)}
            </p>
            <SignOutButton />
          </div>
          <nav aria-label={adminPage.navLabel}>
            <ul className="flex flex-wrap gap-2">
              {items.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end={item.href === "/admin"}
                    className={({ isActive }) =>
                      cn(
                        "inline-block rounded-md px-3 py-2 text-sm font-medium",
                        isActive
                          ? "bg-brand-700 text-white"
                          : "text-brand-900 hover:bg-brand-50",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {children}
      </div>
    </div>
  );
}
