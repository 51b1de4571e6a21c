import { ClaimCheck } from "#app/components/claims/claim-check.tsx";
import { ClaimForm } from "#app/components/claims/claim-form.tsx";
import { ClaimStages } from "#app/components/claims/claim-stages.tsx";
import { FormSection } from "#app/components/forms/form-section.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import {
  CLAIM_CHECK_FORM,
  CLAIM_LINK_FORM,
  CLAIM_CHECK_SECTION,
} from "#app/lib/schemas/claim-check.ts";

import type { FileAClaimWords } from "./file-a-claim-words.ts";

/**
 * /file-a-claim in the language of `words`: the claim form, what happens
 * next, and "Check a claim". `answer` is the action's, for whichever of the
 * two forms was posted without JavaScript.
 */
export function FileAClaimPage({
  words,
  answer,
}: {
  words: FileAClaimWords;
  answer: FormResult | undefined;
}) {
  const {
    claimCheck,
    claimForm,
    fileAClaimHero,
    fileAClaimShortcuts,
    whatHappensNext,
  } = words;
  // The check's answer, or that of the link its answer offers.
  const checked =
    answer?.form === CLAIM_CHECK_FORM || answer?.form === CLAIM_LINK_FORM;
  const claimAnswer = checked ? undefined : answer;
  const checkAnswer = checked ? answer : undefined;
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
          words={words}
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
          words={words}
        />
      </FormSection>
    </>
  );
}
