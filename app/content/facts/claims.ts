import type { IconName, ProductLine } from "../shared.ts";

/**
 * The facts of /file-a-claim that both languages' words go with: the claim
 * type select's lines in the spec's order, the one it starts on, and the
 * icons of What Happens Next's three stages. A Spanish content module takes
 * facts from a module here, never from its English twin, whose words would
 * then ride along on the Spanish page (decision 0092).
 */
export const claimTypeOrder = [
  "auto",
  "home",
  "health",
  "life",
  "business",
  "travel",
] as const satisfies readonly ProductLine[];

export const defaultClaimType: ProductLine = "auto";

export const claimStageIcons = [
  "file-search",
  "clipboard-check",
  "circle-check-big",
] as const satisfies readonly IconName[];
