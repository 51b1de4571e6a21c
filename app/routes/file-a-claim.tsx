import { data } from "react-router";

import { ClaimForm } from "~/components/claims/claim-form";
import { ClaimStages } from "~/components/claims/claim-stages";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { claimForm, fileAClaimHero, whatHappensNext } from "~/content/claims";
import { staticPageMeta } from "~/lib/seo";

import { claimForm as claimFormHandler } from "../../server/forms/claim-form";
import { handleForm } from "../../server/forms/handle-form";
import type { Route } from "./+types/file-a-claim";

export const meta = () => staticPageMeta("/file-a-claim");

/** The claim posted without JavaScript: the page comes back with the outcome and what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleForm(request, context, claimFormHandler);
  return data(answer.result, {
    status: answer.status,
    headers: answer.headers,
  });
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
