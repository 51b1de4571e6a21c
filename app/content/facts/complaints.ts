/**
 * The facts of /complaints that both languages' words go with (decision
 * 0097): the final answer's period, and the regulators a person may go to.
 * A Spanish content module takes them from here, never from its English
 * twin, whose words would then ride along on the Spanish page (decision
 * 0092).
 */
export const complaintFacts = {
  /** Calendar days from receipt to our final answer (COMPLAINT_FINAL_ANSWER_DAYS in decision 0097). */
  finalAnswerDays: 30,
  /** Michigan's Department of Insurance and Financial Services: where we are based. */
  michigan: {
    href: "https://www.michigan.gov/difs/consumers/complaints",
    phone: "877-999-6442",
    phoneHref: "tel:+18779996442",
  },
  /** The NAIC's list of every state's insurance department. */
  otherStatesHref: "https://content.naic.org/state-insurance-departments",
} as const;
