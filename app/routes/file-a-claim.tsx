import { FileAClaimPage } from "#app/components/claims/file-a-claim-page.tsx";
import type { FileAClaimWords } from "#app/components/claims/file-a-claim-words.ts";
import {
  claimCheck,
  claimForm,
  claimOutcomeText,
  claimTypes,
  fileAClaimHero,
  fileAClaimMeta,
  fileAClaimShortcuts,
  whatHappensNext,
} from "#app/content/claims.ts";
import { pageMetaIn } from "#app/lib/seo.ts";

import { claimForm as claimFormDefinition } from "#server/forms/claim.ts";
import { claimLinkForm } from "#server/forms/claim-link.ts";
import { claimStatusForm } from "#server/forms/claim-status.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/file-a-claim";

/** /file-a-claim; its Spanish twin is routes/es/file-a-claim.tsx, with its own words (decision 0092). */
const words: FileAClaimWords = {
  claimCheck,
  claimForm,
  claimOutcomeText,
  claimTypes,
  fileAClaimHero,
  fileAClaimMeta,
  fileAClaimShortcuts,
  whatHappensNext,
};

export const meta = pageMetaIn(fileAClaimMeta, "en");

/**
 * A form posted without JavaScript: the page comes back with the outcome and
 * what was typed. Which form it is, the claim or "Check a claim", is read
 * from the address before the body (the check names itself in its query),
 * so the claim's rate limit still comes before its files are read.
 */
export const action = formAction([
  claimFormDefinition,
  claimStatusForm,
  claimLinkForm,
]);

/** The forms' constraints and endpoints (the check's link is posted from its answer). */
export const loader = () => ({
  forms: pageForms([claimFormDefinition, claimStatusForm, claimLinkForm]),
});

export default function FileAClaim({ actionData }: Route.ComponentProps) {
  return <FileAClaimPage words={words} answer={actionData} />;
}
