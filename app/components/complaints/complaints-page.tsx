import { FormSection } from "#app/components/forms/form-section.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { FormResult } from "#app/lib/forms/form-result.ts";

import { ComplaintForm, COMPLAINT_FORM_SECTION } from "./complaint-form.tsx";
import { ComplaintHandling } from "./complaint-handling.tsx";
import { ComplaintRegulators } from "./complaint-regulators.tsx";
import type { ComplaintsWords } from "./complaints-words.ts";

/**
 * /complaints in the language of `words` (issue 33; decision 0097): how we
 * handle a complaint and what we promise, the form, then the state
 * insurance departments a person may also go to. `answer` is the action's,
 * for a form posted without JavaScript.
 */
export function ComplaintsPage({
  words,
  answer,
}: {
  words: ComplaintsWords;
  answer: FormResult | undefined;
}) {
  const { complaintsHero, complaintSteps, complaintRegulators, complaintForm } =
    words;
  return (
    <>
      <PageHero {...complaintsHero} />
      <Section id="how-we-handle" title={complaintSteps} tone="muted">
        <ComplaintHandling words={words} />
      </Section>
      <FormSection
        id={COMPLAINT_FORM_SECTION}
        heading={complaintForm.heading}
        intro={complaintForm.intro}
      >
        <ComplaintForm
          key={answer ? "answered" : "new"}
          initial={answer}
          words={words}
        />
      </FormSection>
      <Section id="state-departments" title={complaintRegulators} tone="muted">
        <ComplaintRegulators words={words} />
      </Section>
    </>
  );
}
