/** A saved estimate as its page shows it (server/quotes/saved-view.ts): plain words, formatted there. */
export interface SavedEstimateView {
  reference: string;
  savedAt: string;
  savedAtIso: string;
  lines: Array<{
    line: string;
    title: string;
    /** Each plan's range in words; none for business cover. */
    plans: Array<{ plan: string; range: string; recommended: boolean }>;
    /** What moved the price: each answer, and the dollars it added or took off ("" when none). */
    factors: Array<{ label: string; answer: string; dollars: string }>;
    /** Business cover's answers, as given. */
    answers: Array<{ label: string; answer: string }>;
  }>;
  /** The bundle, with two priced lines or more. */
  bundle: {
    percent: number;
    total: string;
    discounted: string;
    tripsApart: boolean;
  } | null;
  /** The lines that can still be added, each starting its estimate to join this one. */
  addable: Array<{ title: string; href: string }>;
  agentHref: string;
}
