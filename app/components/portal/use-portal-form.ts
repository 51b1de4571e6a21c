import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";

import { showToast } from "#app/components/ui/toasts.tsx";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { fieldErrorsOf } from "#app/lib/forms/form-result.ts";
import { formValues, textEntries } from "#app/lib/forms/form-values.ts";
import type { PortalFormResult } from "#app/lib/portal-form.ts";
import { problemToast } from "#app/lib/schemas/portal.ts";

/**
 * A portal form: a real `<form method="post">` that its route's action
 * answers without JavaScript, and with it a fetcher that checks the fields
 * first with the server's schema (the spec's toasts), sends them without a
 * page load, shows the answer as a toast and moves focus to the first error.
 * When the action redirects (signed in), the fetcher follows.
 */
export function usePortalForm(options: {
  schema: z.ZodType;
  /** The failure toast around a message, e.g. 'Sign In Failed'. */
  failed: (message: string) => ToastMessage;
  /** The action's answer to a page posted without JavaScript. */
  initial?: PortalFormResult;
  onSuccess?: (form: HTMLFormElement) => void;
}) {
  const fetcher = useFetcher<PortalFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(
    options.initial && !options.initial.ok ? options.initial.fieldErrors : {},
  );
  // A new answer replaces the errors (state adjusted while rendering).
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    setErrors(fetcher.data?.fieldErrors ?? {});
  }

  const onSuccess = useRef(options.onSuccess);
  useEffect(() => {
    onSuccess.current = options.onSuccess;
  });

  useEffect(() => {
    // The browser's own checks serve the page without JavaScript; with it, ours speak the spec's words.
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    const result = answered;
    const form = formRef.current;
    if (!result || !form) return;
    if (result.toast) void showToast(result.toast);
    if (result.ok) onSuccess.current?.(form);
    else focusFirstError(form, result.fieldErrors);
  }, [answered]);

  function validate(form: HTMLFormElement): Record<string, string> {
    const parsed = options.schema.safeParse(
      formValues(textEntries(new FormData(form))),
    );
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const found = validate(event.currentTarget);
    setErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusFirstError(event.currentTarget, found);
    const toast = problemToast(found, options.failed);
    if (toast) void showToast(toast);
  }

  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const target = event.target as EventTarget as HTMLInputElement;
    // Only clears or updates an error already shown: leaving an empty field is no mistake yet.
    if (!target.name || !(target.name in errors) || !formRef.current) return;
    const message = validate(formRef.current)[target.name];
    setErrors((current) => {
      const { [target.name]: _previous, ...others } = current;
      return message ? { ...others, [target.name]: message } : others;
    });
  }

  return {
    fetcher,
    /** The latest answer: the fetcher's, or the page's when posted without JavaScript. */
    result: fetcher.data ?? options.initial,
    errors,
    busy: fetcher.state !== "idle",
    formProps: { ref: formRef, method: "post" as const, onSubmit, onBlur },
  };
}

function focusFirstError(
  form: HTMLFormElement,
  errors: Record<string, string>,
) {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      "name" in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}
