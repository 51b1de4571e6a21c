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
} from "#app/content/es/complaints.ts";
import { pageMetaIn } from "#app/lib/seo.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import type { Route } from "./+types/complaints";

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

/** /es/complaints: the English page's action and loader, its own words (decision 0092). */
export { action, loader } from "../complaints.tsx";

const words: ComplaintsWords = {
  complaintForm,
  complaintPromise,
  complaintRegulators,
  complaintsHero,
  complaintSteps,
  complaintTopics,
};

export const meta = pageMetaIn(complaintsMeta, "es");

export default function Complaints({ actionData }: Route.ComponentProps) {
  return <ComplaintsPage words={words} answer={actionData} />;
}
