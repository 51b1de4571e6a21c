import { Icon } from "#app/components/ui/icon.tsx";
import { contactInfoCards } from "#app/content/contact.ts";

import { OfficeMap } from "./office-map";

/** The three ways to reach the company (office with its map, phone, email). */
export function ContactInfoCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {contactInfoCards.map((card) => (
        <li
          key={card.id}
          id={`contact-${card.id}`}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={card.icon} />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-brand-900">
            {card.title}
          </h2>
          <div className="mt-2 space-y-1 text-slate-700">
            {card.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {card.id === "location" && (
            <div className="mt-4">
              <OfficeMap />
            </div>
          )}
          <a
            href={card.link.href}
            className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {card.link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
