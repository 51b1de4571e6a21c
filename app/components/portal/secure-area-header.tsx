import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "react-router";

import { secureAreaPage } from "#app/content/portal.ts";

import { SignOutButton } from "./sign-out-button";

/**
 * The authenticated header of /dashboard/verification: back to the
 * dashboard, who is signed in with Sign Out, and the 'Secure Area' banner.
 */
export function SecureAreaHeader({ userLabel }: { userLabel: string }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800"
        >
          <Icon name="arrow-left" size={18} />
          {secureAreaPage.backToDashboard}
        </Link>
        <div className="flex items-center gap-4">
          <p className="hidden text-sm text-slate-600 sm:block">
            {secureAreaPage.signedInAs(userLabel)}
          </p>
          <SignOutButton />
        </div>
      </div>
      <div className="border-t border-green-200 bg-green-50">
        <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 text-sm text-green-900 sm:px-6 lg:px-8">
          <Icon name="lock" size={16} className="shrink-0" />
          <strong className="font-semibold">{secureAreaPage.banner}</strong>
          <span className="hidden sm:inline">·</span>
          <span className="hidden sm:inline">{secureAreaPage.bannerText}</span>
        </p>
      </div>
    </div>
  );
}
