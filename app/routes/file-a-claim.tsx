import { ClaimCheck } from "#app/components/claims/claim-check.tsx";
import { ClaimForm } from "#app/components/claims/claim-form.tsx";
import { ClaimStages } from "#app/components/claims/claim-stages.tsx";
import { FormSection } from "#app/components/forms/form-section.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/claims.ts";
import * as spanish from "#app/content/es/claims.ts";
import type { Widen } from "#app/content/shared.ts";
import {
  CLAIM_CHECK_FORM,
  CLAIM_CHECK_SECTION,
} from "#app/lib/schemas/claim-check.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import { claimForm as claimFormDefinition } from "#server/forms/claim.ts";
import { claimStatusForm } from "#server/forms/claim-status.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/file-a-claim";

/** Serves /file-a-claim and its Spanish twin /es/file-a-claim; the path picks the language. */
type Words = Pick<
  typeof english,
  "fileAClaimHero" | "whatHappensNext" | "fileAClaimMeta"
> &
  Widen<
    Pick<typeof english, "claimCheck" | "claimForm" | "fileAClaimShortcuts">
  >;
const twins: { en: Words; es: Words } = { en: english, es: spanish };

export const meta = twinPageMeta(twins, (content) => content.fileAClaimMeta);

/**
 * A form posted without JavaScript: the page comes back with the outcome and
 * what was typed. Which form it is, the claim or "Check a claim", is read
 * from the address before the body (the check names itself in its query),
 * so the claim's rate limit still comes before its files are read.
 */
export const action = formAction([claimFormDefinition, claimStatusForm]);

/** The two forms' constraints and endpoints. */
export const loader = () => ({
  forms: pageForms([claimFormDefinition, claimStatusForm]),
});

export default function FileAClaim({ actionData }: Route.ComponentProps) {
  const {
    claimCheck,
    claimForm,
    fileAClaimHero,
    fileAClaimShortcuts,
    whatHappensNext,
  } = useLocalized(twins);
  const checked = actionData?.form === CLAIM_CHECK_FORM;
  const claimAnswer = checked ? undefined : actionData;
  const checkAnswer = checked ? actionData : undefined;
  return (
    <>
      <PageHero {...fileAClaimHero}>
        <p className="mt-6 flex max-w-2xl items-start gap-3 rounded-lg bg-white/10 px-4 py-3 font-semibold text-white ring-1 ring-white/30">
          <Icon
            name="triangle-alert"
            size={22}
            className="mt-0.5 shrink-0 text-accent-400"
          />
          {fileAClaimShortcuts.emergency}
        </p>
        {/* A plain in-page anchor: the browser scrolls to the section and
            starts the next Tab there, with or without JavaScript. */}
        <a
          href={`#${CLAIM_CHECK_SECTION}`}
          className={buttonClasses("outline-light", "mt-6")}
        >
          {fileAClaimShortcuts.checkClaim}
          <Icon name="chevron-down" size={18} />
        </a>
      </PageHero>
      <FormSection id="claim-form" heading={claimForm.heading}>
        <ClaimForm
          key={claimAnswer ? "answered" : "new"}
          initial={claimAnswer}
        />
      </FormSection>
      <Section
        id="what-happens-next"
        heading={whatHappensNext.heading}
        intro={whatHappensNext.intro}
        tone="muted"
      >
        <ClaimStages stages={whatHappensNext.stages} />
      </Section>
      <FormSection id={CLAIM_CHECK_SECTION} title={claimCheck}>
        <ClaimCheck
          key={checkAnswer ? "answered" : "new"}
          initial={checkAnswer}
        />
      </FormSection>
    </>
  );
}
