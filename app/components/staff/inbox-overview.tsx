import { Link } from "react-router";

import { PageTitle } from "#app/components/ui/page-title.tsx";
import { adminPage, inboxTitles, overviewPage } from "#app/content/staff.ts";
import { inboxPath } from "#app/lib/staff/inboxes.ts";
import {
  inboxKinds,
  initialStatus,
  type InboxKind,
} from "#app/lib/staff/workflow.ts";

/** One card per inbox: its count of new submissions, linking to them. */
export function InboxOverview({
  counts,
}: {
  counts: Record<InboxKind, { new: number }>;
}) {
  return (
    <div className="space-y-8">
      <div>
        <PageTitle
          eyebrow={adminPage.eyebrow}
          title={overviewPage.title}
          size="sm"
          onLight
        />
        <p className="mt-3 text-slate-700">{overviewPage.intro}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {inboxKinds.map((kind) => {
          const status = initialStatus[kind];
          const href = `${inboxPath(kind)}?${new URLSearchParams({ status })}`;
          return (
            <li
              key={kind}
              className="relative rounded-lg border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-600"
            >
              <h2 className="text-lg font-semibold text-brand-900">
                <Link
                  to={href}
                  className="after:absolute after:inset-0 focus:outline-none"
                >
                  {inboxTitles[kind]}
                </Link>
              </h2>
              <p className="mt-3 text-3xl font-bold text-brand-700">
                {overviewPage.newCount(counts[kind].new)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
