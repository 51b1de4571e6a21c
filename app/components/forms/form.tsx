import { useId } from "react";

import { INTENT_FIELD } from "#app/lib/forms/guards.ts";

import { FormIdProvider } from "./control-id.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { FormGuards } from "./form-guards.tsx";
import { SubmitButton } from "./submit-button.tsx";
import type { useForm } from "./use-form.ts";

/**
 * A form element wired to its `useForm`: posted to the page without
 * JavaScript, enhanced with it, ending with the button that shows the busy
 * label (and upload progress). Public submissions carry the guards
 * (one-time token, honeypot); a page with several forms names each by its
 * intent. A submit with several errors is answered by the error summary at
 * its top, whose links reach the fields by the ids the form gives them.
 */
export function Form({
  form,
  intent,
  submitClassName,
  submitContext,
  footer,
  children,
  ...attributes
}: {
  form: Pick<
    ReturnType<typeof useForm>,
    "formProps" | "busy" | "progress" | "texts" | "guarded" | "summary"
  >;
  intent?: string;
  submitClassName?: string;
  /** Said to screen readers after the button's label (see SubmitButton). */
  submitContext?: string;
  /** What stands beside the button (a link, a note). */
  footer?: React.ReactNode;
  children: React.ReactNode;
} & Pick<
  React.FormHTMLAttributes<HTMLFormElement>,
  "action" | "className" | "id" | "hidden"
>) {
  const formId = useId();
  const button = (
    <SubmitButton
      busy={form.busy}
      progress={form.progress}
      label={form.texts.submitLabel}
      busyLabel={form.texts.submittingLabel}
      context={submitContext}
      className={footer ? undefined : submitClassName}
    />
  );
  return (
    <form {...form.formProps} {...attributes}>
      {form.guarded && <FormGuards />}
      {intent && <input type="hidden" name={INTENT_FIELD} value={intent} />}
      <ErrorSummary
        formId={formId}
        labels={form.texts.labels}
        {...form.summary}
      />
      <FormIdProvider value={formId}>{children}</FormIdProvider>
      {footer ? (
        <div className={submitClassName}>
          {footer}
          {button}
        </div>
      ) : (
        button
      )}
    </form>
  );
}

/**
 * A Form in one of the narrow cards of signing in and setting up an account:
 * its fields close together, its button as wide as the card.
 */
export function CardForm(
  props: Omit<
    React.ComponentProps<typeof Form>,
    "className" | "submitClassName"
  >,
) {
  return (
    <Form
      {...props}
      submitClassName="pt-2 [&_button]:w-full"
      className="space-y-1"
    />
  );
}
