import { useEffect, useRef, useState } from "react";
import type { z } from "zod";

import { showToast } from "#app/components/ui/toasts.tsx";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { checkFile, type FileRule } from "#app/lib/schemas/file-rules.ts";

import { fieldErrorsOf, type FormResult } from "./form-result";
import { formValues, textEntries, type FormShape } from "./form-values";
import { TOKEN_FIELD } from "./guards";
import { submitWithProgress } from "./submit-with-progress";

export interface FileRequirement {
  rule: FileRule;
  /** The message when no file was chosen; omit for optional files. */
  requiredMessage?: string;
}

export interface EnhancedFormOptions {
  schema: z.ZodType;
  shape?: FormShape;
  files?: Record<string, FileRequirement>;
  /** The JSON endpoint that takes the enhanced submission. */
  endpoint: string;
  /** The page action's answer when the form was posted without JavaScript. */
  initial?: FormResult;
  /** A toast for a form that cannot be sent yet (e.g. 'Required Fields Missing'). */
  invalidToast?: (errors: Record<string, string>) => ToastMessage | undefined;
  /** The toast when the connection fails (the server's own failures carry theirs). */
  failureToast: ToastMessage;
  onSuccess: (
    result: Extract<FormResult, { ok: true }>,
    form: HTMLFormElement,
  ) => void;
}

/**
 * Progressive enhancement for a real `<form method="post">`: with JavaScript,
 * fields are checked as a person leaves them and on submit with the same zod
 * schema the server uses, focus moves to the first error, the form is sent
 * without a page load (with upload progress) and what was typed stays put
 * when it fails. Each form carries a one-time token so a double submit is
 * stored once.
 */
export function useEnhancedForm(options: EnhancedFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(
    options.initial && !options.initial.ok ? options.initial.fieldErrors : {},
  );
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The browser's own checks serve the page without JavaScript; with it, ours speak the spec's words.
    form.noValidate = true;
    renewToken(form);
  }, []);

  function validate(form: HTMLFormElement): Record<string, string> {
    const data = new FormData(form);
    const parsed = options.schema.safeParse(
      formValues(textEntries(data), options.shape),
    );
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    for (const [name, requirement] of Object.entries(options.files ?? {})) {
      const files = data
        .getAll(name)
        .filter(
          (value): value is File => value instanceof File && value.name !== "",
        );
      if (files.length === 0 && requirement.requiredMessage)
        found[name] ??= requirement.requiredMessage;
      for (const file of files) {
        const problem = checkFile(file, requirement.rule);
        if (problem) found[name] ??= problem;
      }
    }
    return found;
  }

  function recheck(target: HTMLInputElement) {
    if (!target.name || target.type === "file" || !formRef.current) return;
    const message = validate(formRef.current)[target.name];
    setErrors((current) =>
      current[target.name] === message
        ? current
        : withError(current, target.name, message),
    );
  }

  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    recheck(event.target as EventTarget as HTMLInputElement);
  }

  /** A field that shows an error is checked again as it is corrected (a select or checkbox may never lose focus). */
  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const target = event.target as EventTarget as HTMLInputElement;
    if (errors[target.name]) recheck(target);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, found);
      const toast = options.invalidToast?.(found);
      if (toast) void showToast(toast);
      return;
    }
    setBusy(true);
    setProgress(0);
    try {
      const { result } = await submitWithProgress(
        options.endpoint,
        new FormData(form),
        setProgress,
      );
      if (result.ok) {
        setErrors({});
        renewToken(form);
        options.onSuccess(result, form);
        if (result.toast) void showToast(result.toast);
        if (result.warning) void showToast(result.warning);
      } else {
        setErrors(result.fieldErrors);
        focusFirstError(form, result.fieldErrors);
        if (result.toast) void showToast(result.toast);
      }
    } catch {
      void showToast(options.failureToast);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  /** Clears one field's error, e.g. when a file is removed or replaced. */
  function setFieldError(name: string, message: string | undefined) {
    setErrors((current) => withError(current, name, message));
  }

  return {
    errors,
    busy,
    progress,
    setFieldError,
    formProps: { ref: formRef, onSubmit, onBlur, onChange },
  };
}

function withError(
  errors: Record<string, string>,
  name: string,
  message: string | undefined,
) {
  const { [name]: _previous, ...others } = errors;
  return message ? { ...others, [name]: message } : others;
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

function renewToken(form: HTMLFormElement) {
  const input = form.elements.namedItem(TOKEN_FIELD);
  if (input instanceof HTMLInputElement)
    input.value = crypto.randomUUID().replaceAll("-", "");
}
