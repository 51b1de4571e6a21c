import type * as english from "../promises.ts";
import { clockWords as englishClockWords } from "../promises.ts";

/**
 * What the site promises each kind of record (../promises.ts), in Spanish:
 * a phrase that ends "Le responderemos …".
 */
export const promisedTimes: typeof english.promisedTimes = {
  contact: "en un plazo de 24 horas",
  claim: "en un plazo de 24 a 48 horas",
  verification: "en un plazo de 2 a 3 días hábiles",
  application: "en un plazo de 5 días hábiles",
  quote: "en un plazo de un día hábil",
  complaint: "en un plazo de un día hábil",
};

/** Shown to staff only, in the back office: stays English (issue 25). */
export const clockWords: typeof english.clockWords = englishClockWords;
