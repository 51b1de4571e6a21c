import { ClaimForm } from "#app/components/claims/claim-form.tsx";
import { ClaimStages } from "#app/components/claims/claim-stages.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  claimForm,
  fileAClaimHero,
  whatHappensNext,
} from "#app/content/claims.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { claimForm as claimFormHandler } from "#server/forms/claim.ts";
import { formData, handleForm } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/file-a-claim";

export const meta = () => staticPageMeta("/file-a-claim");

/** The claim posted without JavaScript: the page comes back with the outcome and what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleForm(request, context, claimFormHandler);
  return formData(answer);
}

export default function FileAClaim({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...fileAClaimHero} />
      <Section id="claim-form" heading={claimForm.heading}>
        <div className="mx-auto max-w-3xl">
          <ClaimForm
            key={actionData ? "answered" : "new"}
            initial={actionData}
          />
        </div>
      </Section>
      <Section
        id="what-happens-next"
        heading={whatHappensNext.heading}
        intro={whatHappensNext.intro}
        tone="muted"
      >
        <ClaimStages stages={whatHappensNext.stages} />
      </Section>
    </>
  );
}
