import type * as english from "#app/content/complaints.ts";

/**
 * The words /complaints shows, in one language: each language's route
 * module (app/routes/complaints.tsx, app/routes/es/complaints.tsx) imports
 * its own and hands them down, so a page carries no other language's words
 * (decision 0092).
 */
export type ComplaintsWords = Pick<
  typeof english,
  | "complaintsHero"
  | "complaintSteps"
  | "complaintPromise"
  | "complaintRegulators"
  | "complaintForm"
  | "complaintTopics"
>;
