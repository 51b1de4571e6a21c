import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { FormGuards } from "#app/components/forms/form-guards.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { contactForm as texts } from "#app/content/contact.ts";
import { productByLine } from "#app/content/products.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { useEnhancedForm } from "#app/lib/forms/use-enhanced-form.ts";
import { readQuoteRequest } from "#app/lib/quote-link.ts";
import { ContactSchema } from "#app/lib/schemas/contact.ts";

const valueOf = (result: FormResult | undefined, name: string) =>
  result && !result.ok && typeof result.values[name] === "string"
    ? (result.values[name] as string)
    : undefined;

/** The contact form (spec sections 4, 5, 8): a real form, enhanced when JavaScript runs. */
export function ContactForm({ initial }: { initial?: FormResult }) {
  const { errors, busy, formProps } = useEnhancedForm({
    schema: ContactSchema,
    endpoint: "/api/forms/contact",
    initial,
    failureToast: texts.failure,
    onSuccess: (_result, form) => form.reset(),
  });
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [searchParams] = useSearchParams();

  // A quote link from a product page fills in the message (after hydration:
  // the page itself is prerendered without a query).
  useEffect(() => {
    const quote = readQuoteRequest(searchParams);
    const message = messageRef.current;
    if (!quote || !message || message.value !== "") return;
    message.value = texts.quoteMessage(
      productByLine(quote.line).title,
      quote.plan,
    );
  }, [searchParams]);

  const succeeded = initial?.ok === true;
  return (
    <form
      method="post"
      {...formProps}
      className="mt-10 space-y-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      {succeeded && initial.toast && (
        <div
          role="status"
          className="mb-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900"
        >
          <p className="font-semibold">{initial.toast.title}</p>
          <p>{initial.toast.description}</p>
        </div>
      )}
      {initial && !initial.ok && initial.toast && (
        <div
          role="alert"
          className="mb-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{initial.toast.title}</p>
          <p>{initial.toast.description}</p>
        </div>
      )}
      <FormGuards />
      <Field
        name="fullName"
        label={texts.labels.fullName}
        autoComplete="name"
        placeholder={texts.placeholders.fullName}
        required
        minLength={2}
        defaultValue={valueOf(initial, "fullName")}
        error={errors.fullName}
      />
      <Field
        name="email"
        type="email"
        label={texts.labels.email}
        autoComplete="email"
        placeholder={texts.placeholders.email}
        required
        defaultValue={valueOf(initial, "email")}
        error={errors.email}
      />
      <Field
        as="textarea"
        name="message"
        label={texts.labels.message}
        placeholder={texts.placeholders.message}
        required
        minLength={10}
        rows={5}
        ref={messageRef}
        defaultValue={valueOf(initial, "message")}
        error={errors.message}
      />
      <SubmitButton
        busy={busy}
        label={texts.submitLabel}
        busyLabel={texts.submittingLabel}
        className="pt-2"
      />
    </form>
  );
}
