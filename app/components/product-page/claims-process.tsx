import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { ClaimsProcessSection } from "#app/content/product-pages.ts";

/** Home: the four steps of a claim, numbered, then a link to file one. */
export function ClaimsProcess({ section }: { section: ClaimsProcessSection }) {
  return (
    <Section
      id="claims-process"
      heading={section.heading}
      intro={section.intro}
      tone="brand"
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <ButtonLink to={section.action.href}>{section.action.label}</ButtonLink>
      </div>
    </Section>
  );
}
