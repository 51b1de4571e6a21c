import { Link } from "react-router";

import { Icon } from "#app/components/ui/icon.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { recordTitle } from "#app/content/conversations.ts";
import { activityWords as texts } from "#app/content/portal.ts";
import { customerConversationPath } from "#app/lib/conversation-view.ts";
import {
  activityPagePath,
  type ActivityItem,
  type ActivityPage,
} from "#app/lib/portal/activity.ts";

import { DateText, RecordStanding } from "./record-standing.tsx";

/** The list's secondary links: what to start, and its pages. */
const outlineLink =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-300 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50";

/**
 * "Your activity": every record sent with the account's confirmed address,
 * newest first, each with where it stands, its messages (the new ones
 * marked) and the documents we still ask for, and a link to its page.
 * `null`: the address is not confirmed, so nothing is looked up.
 */
export function DashboardActivity({
  activity,
}: {
  activity: ActivityPage | null;
}) {
  const items = activity?.items ?? [];
  const unread = items.reduce((sum, item) => sum + item.unread, 0);
  const requests = items.reduce((sum, item) => sum + item.openRequests, 0);
  return (
    <Panel id="activity" heading={texts.heading}>
      <p className="mt-2 text-slate-600">{texts.intro}</p>
      <nav aria-label={texts.start.label} className="mt-4">
        <ul className="flex flex-wrap gap-3">
          {texts.start.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={outlineLink}>
                {link.label}
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {(unread > 0 || requests > 0) && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
          {texts.waiting(unread, requests)}
        </p>
      )}
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {activity === null ? texts.unverified : texts.none}
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {items.map((item) => (
            <ActivityCard key={`${item.kind}:${item.id}`} item={item} />
          ))}
        </ul>
      )}
      {activity && activity.pages > 1 && <ActivityPages activity={activity} />}
    </Panel>
  );
}

function ActivityCard({ item }: { item: ActivityItem }) {
  const title = recordTitle(item.kind, item.reference);
  return (
    <li className="flex flex-col rounded-xl border border-brand-200 bg-white p-6 shadow-sm">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Icon name="file-text" size={20} className="shrink-0 text-brand-700" />
        {title}
      </h3>
      <div className="mt-3 flex-1 space-y-3">
        <RecordStanding item={item} />
        <ul className="space-y-1 text-slate-700">
          <li>
            {texts.messages(item.messages)}
            {item.unread > 0 && (
              <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-sm font-semibold text-white">
                {texts.unread(item.unread)}
              </span>
            )}
            {item.latest && (
              <>
                {" · "}
                <DateText dated={item.latest} />
              </>
            )}
          </li>
          {item.openRequests > 0 && (
            <li className="font-semibold text-amber-900">
              {texts.openRequests(item.openRequests)}
            </li>
          )}
        </ul>
      </div>
      <Link
        to={customerConversationPath(item.kind, item.id)}
        className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {texts.open}
        <span className="sr-only">: {title}</span>
        <Icon name="arrow-right" size={16} />
      </Link>
    </li>
  );
}

function ActivityPages({ activity }: { activity: ActivityPage }) {
  const { page, pages, total } = activity;
  return (
    <nav
      aria-label={texts.pages.label}
      className="mt-6 flex flex-wrap items-center gap-4"
    >
      {page > 1 && (
        <Link to={activityPagePath(page - 1)} className={outlineLink}>
          {texts.pages.newer}
        </Link>
      )}
      <p className="text-slate-700" aria-live="polite">
        {texts.pages.position(page, pages, total)}
      </p>
      {page < pages && (
        <Link to={activityPagePath(page + 1)} className={outlineLink}>
          {texts.pages.older}
        </Link>
      )}
    </nav>
  );
}
