import type { CallToAction } from "#app/content/shared.ts";

import { ButtonLink } from "./button-link";

/** The closing call to action of a page. */
export function CtaSection({
  cta,
  children,
}: {
  cta: CallToAction;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-brand-900 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2
          id="cta-heading"
          className="text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {cta.heading}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {cta.actions.map((action, index) => (
            <ButtonLink
              key={action.href + action.label}
              to={action.href}
              variant={index === 0 ? "accent" : "outline-light"}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
        {children}
      </div>
    </section>
  );
}
