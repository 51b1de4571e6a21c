import type { ShouldRevalidateFunction } from "react-router";

import { INTENT_FIELD } from "./guards.ts";

/**
 * A route's `shouldRevalidate` that keeps the page's data after a post of
 * these intents, whose answers the page shows itself: reading the page
 * again would put something else in their place.
 */
export const keepDataAfter =
  (...intents: string[]): ShouldRevalidateFunction =>
  ({ formData, defaultShouldRevalidate }) => {
    const intent = formData?.get(INTENT_FIELD);
    return typeof intent === "string" && intents.includes(intent)
      ? false
      : defaultShouldRevalidate;
  };
