import type { VerificationPageWords } from "#app/components/verification/verification-page.tsx";
import { VerificationPage } from "#app/components/verification/verification-page.tsx";
import {
  otherPositionLabel,
  phoneCarriers,
  positionInterests,
  usStates,
  verificationForm,
  verificationFormSection,
  verificationHero,
  verificationMeta,
  verificationNotice,
  verificationSections,
  verificationSuccess,
} from "#app/content/es/verification.ts";
import { validationMessages } from "#app/content/es/validation.ts";
import { pageMetaIn } from "#app/lib/seo.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import type { Route } from "./+types/verification";

/** /es/verification: the English page's action and loader, its own words (decision 0092). */
export { action, loader } from "../verification.tsx";

const words: VerificationPageWords = {
  otherPositionLabel,
  phoneCarriers,
  positionInterests,
  usStates,
  validationMessages,
  verificationForm,
  verificationFormSection,
  verificationHero,
  verificationNotice,
  verificationSections,
  verificationSuccess,
};

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

export const meta = pageMetaIn(verificationMeta, "es");

export default function Verification({ actionData }: Route.ComponentProps) {
  return <VerificationPage words={words} answer={actionData} />;
}
