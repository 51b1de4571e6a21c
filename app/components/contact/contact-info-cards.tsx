import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";

import type { ContactWords } from "./contact-words.ts";
import { OfficeMap } from "./office-map";

/** The three ways to reach the company (office with its map, phone, email). */
export function ContactInfoCards({
  words: { contactInfoCards, officeMap },
}: {
  words: Pick<ContactWords, "contactInfoCards" | "officeMap">;
}) {
  return (
    <CardGrid items={contactInfoCards} columns="2 from md, 3 from lg">
      {(card) => (
        <IconCard
          id={`contact-${card.id}`}
          icon={card.icon}
          title={card.title}
          headingLevel={2}
          titleSize="xl"
          footer={
            <a
              href={card.link.href}
              className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {card.link.label}
            </a>
          }
        >
          <div className="mt-2 space-y-1 text-slate-700">
            {card.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {card.id === "location" && (
            <div className="mt-4">
              <OfficeMap officeMap={officeMap} />
            </div>
          )}
        </IconCard>
      )}
    </CardGrid>
  );
}
