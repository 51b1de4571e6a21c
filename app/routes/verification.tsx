import { englishVerificationWords } from "#app/components/verification/english-verification-words.ts";
import { VerificationPage } from "#app/components/verification/verification-page.tsx";
import { verificationMeta } from "#app/content/verification.ts";
import { pageMetaIn } from "#app/lib/seo.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { verificationForm } from "#server/forms/verification.ts";
import type { Route } from "./+types/verification";

/** /verification; its Spanish twin is routes/es/verification.tsx, with its own words (decision 0092). */
export const meta = pageMetaIn(verificationMeta, "en");

/** The form posted without JavaScript: the page comes back with the outcome and what was typed (never the SSN). */
export const action = formAction([verificationForm]);

/** The form's constraints and endpoint. */
export const loader = () => ({ forms: pageForms([verificationForm]) });

export default function Verification({ actionData }: Route.ComponentProps) {
  return (
    <VerificationPage words={englishVerificationWords} answer={actionData} />
  );
}
