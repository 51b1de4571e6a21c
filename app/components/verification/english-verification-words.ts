import {
  otherPositionLabel,
  phoneCarriers,
  positionInterests,
  usStates,
  verificationForm,
  verificationFormSection,
  verificationHero,
  verificationNotice,
  verificationSections,
  verificationSuccess,
} from "#app/content/verification.ts";
import { validationMessages } from "#app/content/validation.ts";

import type { VerificationPageWords } from "./verification-page";

/**
 * The form's words in English, for /verification and the portal's
 * /dashboard/verification (English only); /es/verification gathers its own
 * (decision 0092).
 */
export const englishVerificationWords: VerificationPageWords = {
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
