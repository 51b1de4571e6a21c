import { useId } from "react";
import { Link } from "react-router";

import { Icon, IconBadge } from "#app/components/ui/icon.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { SpriteIconName } from "#app/components/ui/sprite-icon-names.ts";
import { dashboardPage } from "#app/content/portal.ts";

const cards = dashboardPage.cards;

/** "Your account": three cards, the verification form and two that are not available yet. */
export function DashboardCards() {
  return (
    <Panel id="dashboard-cards" heading={dashboardPage.cardsHeading}>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        <li>
          <IconCard
            frame="brand"
            icon="file-check"
            title={cards.verification.title}
            description={cards.verification.description}
            footer={
              <Link
                to={cards.verification.href}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {cards.verification.action}
                <Icon name="arrow-right" size={16} />
              </Link>
            }
          />
        </li>
        <UnavailableCard card={cards.profile} icon="user-cog" />
        <UnavailableCard card={cards.policies} icon="file-text" />
      </ul>
    </Panel>
  );
}

/** A card for what is coming: marked disabled, and saying so to screen readers too. */
function UnavailableCard({
  card,
  icon,
}: {
  card: { title: string; description: string; status: string };
  icon: SpriteIconName;
}) {
  const titleId = useId();
  return (
    <li>
      <div
        role="group"
        aria-labelledby={titleId}
        aria-disabled="true"
        className="flex h-full flex-col rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <IconBadge name={icon} tone="muted" />
          <span className="rounded-full bg-slate-200 px-3 py-1 text-xs font-semibold text-slate-700">
            {card.status}
          </span>
        </div>
        <h3 id={titleId} className="mt-4 text-lg font-semibold text-slate-700">
          {card.title}
          <span className="sr-only"> ({dashboardPage.unavailable})</span>
        </h3>
        <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
        <button
          type="button"
          disabled
          className="mt-6 cursor-not-allowed self-start rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-600"
        >
          {card.status}
        </button>
      </div>
    </li>
  );
}
