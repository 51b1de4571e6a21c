import { Link } from "react-router";

import { recordLayout as texts } from "#app/content/staff-workspace.ts";
import {
  shortcutKeys,
  shortcutTargets,
  type ShortcutAction,
} from "#app/lib/staff/shortcuts.ts";

const linkClasses =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-900 hover:bg-slate-100";
const endClasses =
  "rounded-md border border-dashed border-slate-300 px-3 py-1.5 text-sm text-slate-700";

/**
 * The record's previous and next records in the list it was opened from
 * (the server resolved them with the list's filter, carried in the URL), as
 * plain links: the keys j/k and [/] follow them (app/enhance/shortcuts.ts).
 */
export function RecordNeighboursNav({
  previous,
  next,
}: {
  previous: string | null;
  next: string | null;
}) {
  return (
    <nav aria-label={texts.neighboursLabel}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Neighbour
            href={previous}
            label={texts.previous}
            end={texts.noPrevious}
            action="previousRecord"
          />
        </li>
        <li>
          <Neighbour
            href={next}
            label={texts.next}
            end={texts.noNext}
            action="nextRecord"
          />
        </li>
      </ul>
    </nav>
  );
}

function Neighbour({
  href,
  label,
  end,
  action,
}: {
  href: string | null;
  label: string;
  end: string;
  action: Extract<ShortcutAction, "previousRecord" | "nextRecord">;
}) {
  if (!href) return <span className={endClasses}>{end}</span>;
  return (
    <Link
      to={href}
      className={linkClasses}
      aria-keyshortcuts={shortcutKeys[action].join(" ")}
      {...shortcutTargets[action]}
    >
      {label}
    </Link>
  );
}
