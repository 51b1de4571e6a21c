import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconBadge } from "#app/components/ui/icon.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { benefitsSection } from "#app/content/home.ts";

/** The benefits (#benefits): eight cards, the additional benefits and the claims promise. */
export function BenefitsSection({
  section,
}: {
  section: typeof benefitsSection;
}) {
  return (
    <Section id={section.id} title={section} tone="muted">
      <IconCardGrid
        items={section.cards}
        columns="2 on phones, 4 from lg"
        dense
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
          <h3 className="text-xl font-semibold text-brand-900">
            {section.additional.heading}
          </h3>
          <CheckList
            items={section.additional.items}
            size="sm"
            className="mt-5 space-y-3 text-slate-700"
          />
        </div>
        <div className="flex flex-col justify-center rounded-xl bg-brand-900 p-8 text-white shadow-sm">
          <IconBadge name="shield-check" tone="inverse" />
          <h3 className="mt-4 text-xl font-semibold">
            {section.promise.heading}
          </h3>
          <p className="mt-3 text-2xl font-bold text-accent-400 sm:text-3xl">
            {section.promise.text}
          </p>
          <p className="mt-4 text-brand-100">{section.promise.detail}</p>
        </div>
      </div>
    </Section>
  );
}
