import { useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import {
  AgainLink,
  SubmissionSuccess,
  useSubmitted,
} from "#app/components/forms/submission-success.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { pathIn } from "#app/lib/locale.ts";
import { useLocale } from "#app/lib/use-locale.ts";

import type { ContactWords } from "./contact-words.ts";

/**
 * The contact form (spec sections 4, 5, 8): a real form, enhanced when
 * JavaScript runs. Once sent, a panel with the message's CT- reference
 * takes its place and focus; the emptied form waits hidden behind it.
 */
export function ContactForm({
  initial,
  words: { contactForm: texts, contactFormSection, productLineTitle },
}: {
  initial?: FormResult;
  /** The page's words, in its language. */
  words: Pick<
    ContactWords,
    "contactForm" | "contactFormSection" | "productLineTitle"
  >;
}) {
  const locale = useLocale();
  /** Where the form is answered without JavaScript, and where "Send another message" leads. */
  const formHref = `${pathIn("/contact", locale)}#${contactFormSection.id}`;
  const headingId = useId();
  const { submitted, onSuccess, again } = useSubmitted(initial);
  const form = useForm({
    form: "contact",
    schema: () =>
      import("#app/lib/schemas/contact.ts").then((m) => m.ContactSchema),
    texts,
    initial,
    failureToast: texts.failure,
    resetOnSuccess: true,
    onSuccess,
  });
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [searchParams] = useSearchParams();

  // A quote link from a product page fills in the message (after hydration:
  // the page itself is prerendered without a query). Reading the link checks
  // its plan against the product pages' copy, so that module is fetched only
  // when the page was opened from such a link, not with every contact form.
  useEffect(() => {
    if (!searchParams.has("line")) return;
    let current = true;
    import("#app/lib/quote-request.ts")
      .then(({ readQuoteRequest }) => {
        const quote = readQuoteRequest(searchParams);
        const message = messageRef.current;
        if (!current || !quote || !message || message.value !== "") return;
        message.value = texts.quoteMessage(
          productLineTitle(quote.line),
          quote.plan,
        );
      })
      // Not fetched (offline, a deploy in between): the message stays empty,
      // as it is without JavaScript.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [searchParams, texts, productLineTitle]);

  return (
    <>
      {submitted && (
        <div className="mt-10">
          <SubmissionSuccess
            texts={texts.sent}
            reference={submitted.result.reference}
            headingLevel={3}
            headingId={headingId}
            focusOnMount={submitted.here}
            action={
              <AgainLink
                href={formHref}
                label={texts.sent.another}
                onAgain={again}
                formSelector={`#${contactFormSection.id} form`}
              />
            }
          />
        </div>
      )}
      <Form
        form={form}
        hidden={submitted !== undefined}
        // Without JavaScript the answer opens at the form, not at the top of the page.
        action={formHref}
        submitClassName="pt-2"
        className="mt-10 space-y-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <PageOutcome form={form} className="mb-4" />
        <Field {...form.field("fullName")} />
        <Field {...form.field("email")} />
        <Field
          {...form.field("message")}
          as="textarea"
          rows={5}
          ref={messageRef}
        />
      </Form>
    </>
  );
}
