import { SUMMARY_THRESHOLD } from "#app/components/forms/error-summary.tsx";
import { fieldErrorsOf, type FieldErrors } from "#app/lib/forms/form-result.ts";
import {
  formValues,
  textEntries,
  type FormShape,
} from "#app/lib/forms/form-values.ts";
import { TOKEN_FIELD } from "#app/lib/forms/guards.ts";
import { checkFile, type FileRule } from "#app/lib/schemas/file-rules.ts";
import type { z } from "#app/lib/zod.ts";

export interface FileRequirement {
  rule: FileRule;
  /** The message when no file was chosen; omit for optional files. */
  requiredMessage?: string;
}

/** What a form is checked against in the browser: the server's schema, its files' rules and its own checks. */
export interface FormChecks {
  /** The form's schema; undefined when its download failed (the server then says what is wrong). */
  schema: z.ZodMiniType | undefined;
  shape?: FormShape;
  files?: Partial<Record<string, FileRequirement>>;
  check?: (data: FormData) => FieldErrors | undefined;
}

/** The form's errors, in English (the schema's and the checks' own words), which the toasts are chosen by. */
export function checkForm(
  form: HTMLFormElement,
  { schema, shape, files, check }: FormChecks,
): FieldErrors {
  const data = new FormData(form);
  const parsed = schema?.safeParse(formValues(textEntries(data), shape));
  const found =
    !parsed || parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  for (const [name, requirement] of Object.entries(files ?? {})) {
    if (!requirement) continue;
    const chosen = data
      .getAll(name)
      .filter(
        (value): value is File => value instanceof File && value.name !== "",
      );
    if (chosen.length === 0 && requirement.requiredMessage)
      found[name] ??= requirement.requiredMessage;
    for (const file of chosen) {
      const problem = checkFile(file, requirement.rule);
      if (problem) found[name] ??= problem;
    }
  }
  for (const [name, message] of Object.entries(check?.(data) ?? {}))
    found[name] ??= message;
  return found;
}

export function withError(
  errors: FieldErrors,
  name: string,
  message: string | undefined,
): FieldErrors {
  const { [name]: _previous, ...others } = errors;
  return message ? { ...others, [name]: message } : others;
}

/**
 * Focus on what to put right: the error summary when there are several
 * (it focuses itself as it appears), else the field.
 */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  if (Object.keys(errors).length >= SUMMARY_THRESHOLD) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      "name" in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}

/** The errors in the order of their fields on the page, for the summary to read top to bottom. */
export function inFormOrder(
  form: HTMLFormElement,
  errors: FieldErrors,
): FieldErrors {
  const names = Array.from(form.elements, (element) =>
    "name" in element ? String(element.name) : "",
  );
  const position = (name: string) => {
    const index = names.indexOf(name);
    return index === -1 ? names.length : index;
  };
  return Object.fromEntries(
    Object.entries(errors).sort(([a], [b]) => position(a) - position(b)),
  );
}

/** A fresh one-time token, so the next submit is a new submission (a double submit of one is stored once). */
export function renewToken(form: HTMLFormElement) {
  const input = form.elements.namedItem(TOKEN_FIELD);
  if (input instanceof HTMLInputElement)
    input.value = crypto.randomUUID().replaceAll("-", "");
}
