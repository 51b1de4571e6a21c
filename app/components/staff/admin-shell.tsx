import { Link } from "react-router";

import { SignOutButton } from "#app/components/portal/sign-out-button.tsx";
import { adminPage } from "#app/content/staff.ts";
import { workspace as texts } from "#app/content/staff-workspace.ts";
import { cn } from "#app/lib/cn.ts";
import { shortcutTargets } from "#app/lib/staff/shortcuts.ts";
import { useWorkspaceData } from "#app/lib/staff/workspace.ts";

import { ShortcutsHelp } from "./shortcuts-help.tsx";
import { WorkspaceNav } from "./workspace-nav.tsx";

/** Shown only once app/enhance/shortcuts.ts listens: without it the button would do nothing. */
const withShortcuts = "hidden [:root[data-enhanced-shortcuts]_&]:inline-flex";

/**
 * The frame of every staff page, with the page's <main> (root.tsx draws no
 * frame for these; the admin routes draw this one, so its code is in their
 * chunks and never on a public page):
 * a banner with the workspace's name, who is signed in, sign-out and the
 * navigation by inbox with its counts. A side column on wide screens, where
 * the page scrolls beside it; a bar above the page on narrow ones. Before
 * sign-in is complete (the authenticator enrolment) or when access is
 * refused, the /admin layout has no data: the banner is a bar with the name
 * alone, at every width.
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const staff = useWorkspaceData();
  return (
    <div className={cn(staff && "lg:flex lg:h-dvh")}>
      <header
        className={cn(
          "border-b border-slate-200 bg-white",
          staff &&
            "lg:flex lg:w-60 lg:shrink-0 lg:flex-col lg:overflow-y-auto lg:border-r lg:border-b-0",
        )}
      >
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <Link
            to="/admin"
            className="text-base font-bold text-brand-900 hover:underline"
          >
            {texts.name}
          </Link>
          {staff && (
            <p className="text-sm text-slate-700 lg:w-full">
              {adminPage.signedInAs(staff.name, staff.role)}
            </p>
          )}
        </div>
        {staff && (
          <>
            <WorkspaceNav role={staff.role} counts={staff.counts} />
            <div className="flex flex-wrap items-center gap-2 px-4 pt-1 pb-3 lg:mt-auto lg:flex-col lg:items-stretch lg:pt-3">
              <button
                type="button"
                aria-haspopup="dialog"
                {...shortcutTargets.openHelp}
                className={`${withShortcuts} items-center justify-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-900 hover:bg-slate-100`}
              >
                {texts.shortcutsButton}{" "}
                <kbd className="ml-2 rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">
                  ?
                </kbd>
              </button>
              <SignOutButton className="lg:[&>button]:w-full" />
            </div>
            <ShortcutsHelp />
          </>
        )}
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="min-w-0 flex-1 px-4 py-4 focus:outline-none sm:px-6 lg:overflow-y-auto"
      >
        {children}
      </main>
    </div>
  );
}
