import { ContactPage } from "#app/components/contact/contact-page.tsx";
import type { ContactWords } from "#app/components/contact/contact-words.ts";
import {
  contactEstimateOffer,
  contactForm,
  contactFormSection,
  contactHero,
  contactInfoCards,
  contactMeta,
  officeMap,
} from "#app/content/contact.ts";
import { productLineTitle } from "#app/content/product-lines.ts";
import type { PageHandle } from "#app/lib/enhancements.ts";
import { pageMetaIn } from "#app/lib/seo.ts";

import { contactForm as contactFormDefinition } from "#server/forms/contact.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/contact";

/** /contact; its Spanish twin is routes/es/contact.tsx, with its own words (decision 0092). */
const words: ContactWords = {
  contactEstimateOffer,
  contactForm,
  contactFormSection,
  contactHero,
  contactInfoCards,
  contactMeta,
  officeMap,
  productLineTitle,
};

/** A form page (React hydrates it) with the office map's module. */
export const handle: PageHandle = { enhancements: ["map"] };

export const meta = pageMetaIn(contactMeta, "en");

/** The contact form's constraints and endpoint. */
export const loader = () => ({ forms: pageForms([contactFormDefinition]) });

/** The form posted without JavaScript: the page comes back with the outcome and what was typed. */
export const action = formAction([contactFormDefinition]);

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage words={words} answer={actionData} />;
}
