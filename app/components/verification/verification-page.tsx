import { FormSection } from "#app/components/forms/form-section.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import type * as english from "#app/content/verification.ts";
import type { Widen } from "#app/content/shared.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";

import { VerificationForm } from "./verification-form";
import type { VerificationWords } from "./verification-words";

/** The page's own words around the form, in one language. */
export type VerificationPageWords = VerificationWords &
  Widen<Pick<typeof english, "verificationHero" | "verificationFormSection">>;

/**
 * /verification and /es/verification: each language's route module hands
 * in its words (decision 0092).
 */
export function VerificationPage({
  words,
  answer,
}: {
  words: VerificationPageWords;
  /** The page action's answer, when the form was posted without JavaScript. */
  answer: FormResult | undefined;
}) {
  const { verificationHero, verificationFormSection } = words;
  return (
    <>
      <PageHero {...verificationHero} />
      <FormSection
        id={verificationFormSection.id}
        title={verificationFormSection}
        tone="muted"
      >
        <VerificationForm
          key={answer ? "answered" : "new"}
          words={words}
          initial={answer}
        />
      </FormSection>
    </>
  );
}
