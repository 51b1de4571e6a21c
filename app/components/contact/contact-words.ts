import type * as english from "#app/content/contact.ts";
import type { productLineTitle } from "#app/content/product-lines.ts";
import type { Widen } from "#app/content/shared.ts";

/**
 * The words /contact shows, in one language: each language's route module
 * (app/routes/contact.tsx, app/routes/es/contact.tsx) imports its own and
 * hands them down, so a page carries no other language's words (decision
 * 0092).
 */
export type ContactWords = Pick<
  typeof english,
  | "contactHero"
  | "contactInfoCards"
  | "officeMap"
  | "contactEstimateOffer"
  | "contactFormSection"
  | "contactMeta"
> &
  Widen<Pick<typeof english, "contactForm">> & {
    /** A product line's name in a quote link's message ("Home Insurance"). */
    productLineTitle: typeof productLineTitle;
  };
