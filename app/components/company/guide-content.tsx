import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { Guide, guidesSection } from "#app/content/guides.ts";
import type { IconName } from "#app/content/shared.ts";

type DialogLabels = (typeof guidesSection)["dialog"];

/**
 * The body of a guide: Key Points, What You Should Know and Tips (each an h3
 * with a list) and the link to personalised advice. Written in the page once
 * (guide-library.tsx); app/enhance/guides.ts copies it into the guide dialog.
 */
export function GuideContent({
  guide,
  labels,
}: {
  guide: Guide;
  labels: DialogLabels;
}) {
  const parts: ReadonlyArray<[string, IconName, readonly string[]]> = [
    [labels.keyPoints, "circle-check-big", guide.keyPoints],
    [labels.whatToKnow, "file-text", guide.whatToKnow],
    [labels.tips, "badge-check", guide.tips],
  ];
  return (
    <>
      <p className="text-lg text-slate-700">{guide.description}</p>
      {parts.map(([heading, icon, items]) => (
        <section key={heading} className="mt-8">
          <h3 className="flex items-center gap-3 text-lg font-semibold text-brand-900">
            <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon name={icon} size={20} />
            </span>
            {heading}
          </h3>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-600">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className="mt-10 border-t border-slate-200 pt-6">
        <ButtonLink to={labels.advice.href}>{labels.advice.label}</ButtonLink>
      </div>
    </>
  );
}
