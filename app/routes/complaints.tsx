import { ComplaintsPage } from "#app/components/complaints/complaints-page.tsx";
import type { ComplaintsWords } from "#app/components/complaints/complaints-words.ts";
import {
  complaintForm,
  complaintPromise,
  complaintRegulators,
  complaintsHero,
  complaintSteps,
  complaintsMeta,
  complaintTopics,
} from "#app/content/complaints.ts";
import { pageMetaIn } from "#app/lib/seo.ts";

import { complaintForm as complaintFormDefinition } from "#server/forms/complaint.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/complaints";

/** /complaints; its Spanish twin is routes/es/complaints.tsx, with its own words (decision 0092). */
const words: ComplaintsWords = {
  complaintForm,
  complaintPromise,
  complaintRegulators,
  complaintsHero,
  complaintSteps,
  complaintTopics,
};

export const meta = pageMetaIn(complaintsMeta, "en");

/** The complaint form's constraints and endpoint. */
export const loader = () => ({ forms: pageForms([complaintFormDefinition]) });

/** The form posted without JavaScript: the page comes back with the outcome and what was typed. */
export const action = formAction([complaintFormDefinition]);

export default function Complaints({ actionData }: Route.ComponentProps) {
  return <ComplaintsPage words={words} answer={actionData} />;
}
