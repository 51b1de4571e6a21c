import type { ShouldRevalidateFunction } from "react-router";

import { INTENT_FIELD } from "./guards.ts";

/**
 * A route's `shouldRevalidate` that keeps the page's data after a post of
 * one intent, whose answer the page shows itself: reading the page again
 * would put something else in its place.
 */
export const keepDataAfter =
  (intent: string): ShouldRevalidateFunction =>
  ({ formData, defaultShouldRevalidate }) =>
    formData?.get(INTENT_FIELD) === intent ? false : defaultShouldRevalidate;
