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
} from "#app/content/es/contact.ts";
import { productLineTitle } from "#app/content/es/product-lines.ts";
import type { PageHandle } from "#app/lib/enhancements.ts";
import { pageMetaIn } from "#app/lib/seo.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import type { Route } from "./+types/contact";

/** /es/contact: the English page's action and loader, its own words (decision 0092). */
export { action, loader } from "../contact.tsx";

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
export const handle: PageHandle = {
  ...spanishSite,
  enhancements: ["map"],
};

export const meta = pageMetaIn(contactMeta, "es");

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage words={words} answer={actionData} />;
}
