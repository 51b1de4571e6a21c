import type * as english from "#app/content/claims.ts";
import type { Widen } from "#app/content/shared.ts";

/**
 * The words /file-a-claim shows, in one language: each language's route
 * module (app/routes/file-a-claim.tsx, app/routes/es/file-a-claim.tsx)
 * imports its own and hands them down, so a page carries no other
 * language's words (decision 0092).
 */
export type FileAClaimWords = Pick<
  typeof english,
  "fileAClaimHero" | "whatHappensNext" | "fileAClaimMeta"
> &
  Widen<
    Pick<
      typeof english,
      | "claimCheck"
      | "claimForm"
      | "claimTypes"
      | "claimOutcomeText"
      | "fileAClaimShortcuts"
    >
  >;
