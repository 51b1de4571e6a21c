import { Link, NavLink } from "react-router";

import { adminNavigation, adminPage } from "#app/content/staff.ts";
import { workspace as texts } from "#app/content/staff-workspace.ts";
import { cn } from "#app/lib/cn.ts";
import type { WorkspaceData } from "#app/lib/staff/workspace.ts";

/**
 * The workspace's navigation: the overview, each inbox with how many of its
 * records are new and open (the link's name reads "Claims 3 new, 12
 * open"), and under it, when its people replied to records, a link to
 * those ("2 replied"); then the saved replies and, for admins, staff and
 * audit. A column on wide screens, wrapped rows on narrow ones.
 */
export function WorkspaceNav({
  role,
  counts,
}: {
  role: WorkspaceData["role"];
  counts: WorkspaceData["counts"];
}) {
  const items = adminNavigation.filter(
    (item) => !item.adminOnly || role === "admin",
  );
  return (
    <nav aria-label={adminPage.navLabel} className="px-2 pb-2">
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
        {items.map((item) => {
          const count = item.inbox ? counts[item.inbox] : undefined;
          return (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.href === "/admin"}
                className={({ isActive }) =>
                  cn(
                    "flex items-baseline justify-between gap-3 rounded-md px-2.5 py-1.5 text-sm font-medium",
                    isActive
                      ? "bg-brand-700 text-white"
                      : "text-brand-900 hover:bg-brand-50",
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span>{item.label}</span>
                    {count && (
                      <span
                        className={cn(
                          "text-xs whitespace-nowrap tabular-nums",
                          isActive ? "text-white" : "text-slate-700",
                        )}
                      >
                        <span
                          className={cn(
                            count.new > 0 && "font-bold",
                            count.new > 0 && !isActive && "text-brand-800",
                          )}
                        >
                          {texts.counts.new(count.new)}
                        </span>
                        {texts.counts.separator}
                        {texts.counts.open(count.open)}
                      </span>
                    )}
                  </>
                )}
              </NavLink>
              {count && (count.replied.total > 0 || count.replied.more) && (
                // Its own link (a link cannot hold another): straight to
                // the records whose people replied, the inbox named for
                // screen readers, as the link is read out of its list too.
                <Link
                  to={`${item.href}?view=replied`}
                  className="ml-2.5 inline-block rounded-md px-2.5 py-1 text-xs font-semibold text-violet-900 underline underline-offset-2 hover:bg-violet-50"
                >
                  <span className="sr-only">{item.label}: </span>
                  {texts.counts.replied(
                    count.replied.total,
                    count.replied.more,
                  )}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
