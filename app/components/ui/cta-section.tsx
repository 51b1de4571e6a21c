import type { CallToAction } from "#app/content/shared.ts";

import { ButtonLinks } from "./button-link";

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
      className="on-dark bg-brand-900 py-16 text-white sm:py-20"
    >
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2
          id="cta-heading"
          className="text-3xl font-bold tracking-tight sm:text-4xl"
        >
          {cta.heading}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{cta.text}</p>
        <ButtonLinks
          links={cta.actions}
          onDark
          className="mt-8 justify-center"
        />
        {children}
      </div>
    </section>
  );
}
