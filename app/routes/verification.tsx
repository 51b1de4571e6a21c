import { FormSection } from "#app/components/forms/form-section.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { VerificationForm } from "#app/components/verification/verification-form.tsx";
import * as english from "#app/content/verification.ts";
import * as spanish from "#app/content/es/verification.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { verificationForm } from "#server/forms/verification.ts";
import type { Route } from "./+types/verification";

/** Serves /verification and its Spanish twin /es/verification; the path picks the language. */
const twins = { en: english, es: spanish };

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

export const meta = twinPageMeta(twins, (content) => content.verificationMeta);

/** The form posted without JavaScript: the page comes back with the outcome and what was typed (never the SSN). */
export const action = formAction([verificationForm]);

/** The form's constraints and endpoint. */
export const loader = () => ({ forms: pageForms([verificationForm]) });

export default function Verification({ actionData }: Route.ComponentProps) {
  const { verificationHero, verificationFormSection } = useLocalized(twins);
  return (
    <>
      <PageHero {...verificationHero} />
      <FormSection
        id={verificationFormSection.id}
        title={verificationFormSection}
        tone="muted"
      >
        <VerificationForm
          key={actionData ? "answered" : "new"}
          initial={actionData}
        />
      </FormSection>
    </>
  );
}
