import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { VerificationForm } from "#app/components/verification/verification-form.tsx";
import {
  verificationFormSection,
  verificationHero,
  verificationMeta,
} from "#app/content/verification.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { verificationForm } from "#server/forms/verification.ts";
import type { Route } from "./+types/verification";

export const meta = () => staticPageMeta(verificationMeta);

/** The form posted without JavaScript: the page comes back with the outcome and what was typed (never the SSN). */
export const action = formAction([verificationForm]);

/** The form's constraints and endpoint. */
export const loader = () => ({ forms: pageForms([verificationForm]) });

export default function Verification({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...verificationHero} />
      <Section
        id={verificationFormSection.id}
        heading={verificationFormSection.heading}
        intro={verificationFormSection.intro}
        tone="muted"
      >
        <div className="mx-auto max-w-3xl">
          <VerificationForm
            key={actionData ? "answered" : "new"}
            initial={actionData}
          />
        </div>
      </Section>
    </>
  );
}
