import { Icon } from "#app/components/ui/icon.tsx";
import { useId } from "react";
import { Link } from "react-router";

import { dashboardPage } from "#app/content/portal.ts";

const cards = dashboardPage.cards;

/** The dashboard's three cards: the verification form, and two that are not available yet. */
export function DashboardCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      <li className="flex flex-col rounded-xl border border-brand-200 bg-white p-6 shadow-sm">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name="file-check" />
        </span>
        <h3 className="mt-4 text-lg font-semibold text-brand-900">
          {cards.verification.title}
        </h3>
        <p className="mt-2 flex-1 text-slate-600">
          {cards.verification.description}
        </p>
        <Link
          to={cards.verification.href}
          className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {cards.verification.action}
          <Icon name="arrow-right" size={16} />
        </Link>
      </li>
      <UnavailableCard card={cards.profile} icon={<Icon name="user-cog" />} />
      <UnavailableCard card={cards.policies} icon={<Icon name="file-text" />} />
    </ul>
  );
}

/** A card for what is coming: marked disabled, and saying so to screen readers too. */
function UnavailableCard({
  card,
  icon,
}: {
  card: { title: string; description: string; status: string };
  icon: React.ReactNode;
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
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-slate-200 text-slate-600">
            {icon}
          </span>
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
