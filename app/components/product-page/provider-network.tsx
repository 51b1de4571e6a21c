import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ProviderNetworkSection } from "#app/content/product-pages.ts";

/** Health: the size of the provider network and what members get from it. */
export function ProviderNetwork({
  section,
}: {
  section: ProviderNetworkSection;
}) {
  return (
    <Section
      id="provider-network"
      heading={section.heading}
      intro={section.intro}
      tone="brand"
    >
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-xl bg-white p-6 text-center shadow-sm"
          >
            <dt className="mt-2 text-slate-600">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-brand-800">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2">
        {section.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-3">
            <Icon
              name="circle-check-big"
              className="mt-0.5 shrink-0 text-brand-600"
            />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
