import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { ContactInfoCards } from "#app/components/contact/contact-info-cards.tsx";
import { FormSection } from "#app/components/forms/form-section.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import type { FormResult } from "#app/lib/forms/form-result.ts";

import type { ContactWords } from "./contact-words.ts";

/**
 * /contact in the language of `words`: the ways to reach us, the estimate
 * offer and the contact form, with the action's `answer` to a post made
 * without JavaScript.
 */
export function ContactPage({
  words,
  answer,
}: {
  words: ContactWords;
  answer: FormResult | undefined;
}) {
  const {
    contactEstimateOffer: offer,
    contactFormSection,
    contactHero,
  } = words;
  return (
    <>
      <PageHero {...contactHero} />
      <div className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <ContactInfoCards words={words} />
        </div>
      </div>
      {/* A price needs no message: the online estimate comes before the form. */}
      <section
        aria-labelledby="estimate-offer-heading"
        className="mx-auto mt-16 max-w-3xl px-4 sm:mt-20"
      >
        <div className="flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2
              id="estimate-offer-heading"
              className="text-2xl font-bold text-brand-900"
            >
              {offer.heading}
            </h2>
            <p className="mt-2 text-slate-700">{offer.intro}</p>
          </div>
          <ButtonLink to={offer.action.href} className="shrink-0">
            {offer.action.label}
          </ButtonLink>
        </div>
      </section>
      <FormSection id={contactFormSection.id} title={contactFormSection}>
        <ul className="flex flex-col items-center gap-3 text-slate-700 sm:flex-row sm:justify-center sm:gap-8">
          <li className="inline-flex items-center gap-2">
            <Icon name="clock" size={20} className="text-brand-600" />
            {contactFormSection.supportHours}
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon name="mail-check" size={20} className="text-brand-600" />
            {contactFormSection.replyPromise}
          </li>
        </ul>
        <ContactForm
          key={answer ? "answered" : "new"}
          initial={answer}
          words={words}
        />
      </FormSection>
    </>
  );
}
