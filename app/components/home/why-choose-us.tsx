import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { WhyChooseUsPoint } from "#app/content/home.ts";
import type { SectionIntro } from "#app/content/shared.ts";

/** Six figures with a title and a sentence each; the figure reads as part of its heading. */
export function WhyChooseUs({
  section,
}: {
  section: SectionIntro & { points: readonly WhyChooseUsPoint[] };
}) {
  return (
    <Section
      id="why-choose-us"
      heading={section.heading}
      intro={section.intro}
      tone="muted"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.points.map((point) => (
          <li
            key={point.title}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={point.icon} />
            </span>
            <h3 className="mt-4 text-brand-900">
              <span className="block text-3xl font-extrabold text-brand-700">
                {point.stat}
              </span>{" "}
              <span className="mt-1 block text-lg font-semibold">
                {point.title}
              </span>
            </h3>
            <p className="mt-2 text-slate-600">{point.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
