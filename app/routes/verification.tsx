import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";

import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  verificationFormSection,
  verificationHero,
  verificationNotice,
  verificationSections,
} from "~/content/verification";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/verification");

export default function Verification() {
  return (
    <>
      <PageHero {...verificationHero} />
      <section
        aria-labelledby="verification-notice-heading"
        className="px-4 pt-16 sm:px-6 sm:pt-20 lg:px-8"
      >
        <div className="mx-auto flex max-w-3xl gap-4 rounded-xl border border-brand-200 bg-brand-50 p-6">
          <Icon
            name="shield-check"
            size={28}
            className="shrink-0 text-brand-700"
          />
          <div>
            <h2
              id="verification-notice-heading"
              className="text-xl font-semibold text-brand-900"
            >
              {verificationNotice.heading}
            </h2>
            {verificationNotice.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-slate-700">
                {paragraph}
              </p>
            ))}
            <Link
              to={verificationNotice.link.href}
              className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {verificationNotice.link.label}
            </Link>
          </div>
        </div>
      </section>
      <Section
        id={verificationFormSection.id}
        heading={verificationFormSection.heading}
        intro={verificationFormSection.intro}
      >
        <div className="mx-auto max-w-3xl">
          <h3 className="text-lg font-semibold text-brand-900">
            {verificationFormSection.overviewHeading}
          </h3>
          <ol className="mt-4 grid list-inside list-decimal gap-2 text-slate-700 sm:grid-cols-2">
            {Object.values(verificationSections).map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ol>
          {/* The verification form (its own issue) goes here, one fieldset
              per part above; the dashboard's copy reuses it. */}
        </div>
      </Section>
    </>
  );
}
