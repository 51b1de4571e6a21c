import { ClaimStages } from "~/components/claims/claim-stages";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { claimForm, fileAClaimHero, whatHappensNext } from "~/content/claims";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/file-a-claim");

export default function FileAClaim() {
  return (
    <>
      <PageHero {...fileAClaimHero} />
      <Section id="claim-form" heading={claimForm.heading}>
        <div className="mx-auto max-w-3xl">
          {/* The claim submission form (its own issue) goes here, with its
              upload hint, fraud warning and confirmation checkbox. */}
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
