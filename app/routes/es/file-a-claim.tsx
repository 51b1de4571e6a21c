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
} from "#app/content/es/claims.ts";
import { pageMetaIn } from "#app/lib/seo.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import type { Route } from "./+types/file-a-claim";

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

/** /es/file-a-claim: the English page's action and loader, its own words (decision 0092). */
export { action, loader } from "../file-a-claim.tsx";

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

export const meta = pageMetaIn(fileAClaimMeta, "es");

export default function FileAClaim({ actionData }: Route.ComponentProps) {
  return <FileAClaimPage words={words} answer={actionData} />;
}
