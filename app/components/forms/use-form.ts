import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useMatches } from "react-router";
import type { z } from "#app/lib/zod.ts";

import { showToast } from "#app/components/ui/toasts.tsx";
import { SUMMARY_THRESHOLD } from "#app/components/forms/error-summary.tsx";
import {
  echoedText,
  fieldErrorsOf,
  type FieldErrors,
  type FormResult,
  type FormSuccess,
} from "#app/lib/forms/form-result.ts";
import { autofillByField } from "#app/lib/forms/autofill.ts";
import type { FieldConstraints } from "#app/lib/forms/field-constraints.ts";
import type { FormView, PageForms } from "#app/lib/forms/form-constraints.ts";
import {
  formValues,
  textEntries,
  type FormShape,
} from "#app/lib/forms/form-values.ts";
import { TOKEN_FIELD } from "#app/lib/forms/guards.ts";
import { submitWithProgress } from "#app/lib/forms/submit-with-progress.ts";
import { checkFile, type FileRule } from "#app/lib/schemas/file-rules.ts";
import { pathIn } from "#app/lib/locale.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { useLocale } from "#app/lib/use-locale.ts";

export interface FileRequirement {
  rule: FileRule;
  /** The message when no file was chosen; omit for optional files. */
  requiredMessage?: string;
}

/** A form's words: each field's label by name, its placeholder and hint where it has them, and the button's two labels. */
export interface FieldTexts<Name extends string> {
  labels: Readonly<Record<Name, string>>;
  submitLabel: string;
  /** The button while the form is being sent ('Submitting...'). */
  submittingLabel: string;
  // Field names come from the labels; placeholders and hints may hold other words too.
  placeholders?: Readonly<Partial<Record<NoInfer<Name>, string>>>;
  hints?: Readonly<Partial<Record<NoInfer<Name>, string>>>;
}

export interface FormOptions<Name extends string> {
  /**
   * The form's name, that of its definition on the server
   * (server/forms/registry.ts): its page's loader sends its constraints
   * and its JSON endpoint under it.
   */
  form: string;
  /**
   * The form's schema, the same one its server definition validates with,
   * imported when the person starts on the form: a page's first load
   * carries no zod (docs/decisions/0040-form-schemas-load-with-the-first-use.md).
   */
  schema: () => Promise<z.ZodMiniType>;
  texts: FieldTexts<Name>;
  shape?: FormShape;
  files?: Partial<Record<Name, FileRequirement>>;
  /** The page action's answer when the form was posted without JavaScript. */
  initial?: FormResult;
  /**
   * Checks across text and files that no schema can make, since files are
   * not the schema's (the conversation's "a message or a document"); the
   * server's step makes the same check.
   */
  check?: (data: FormData) => FieldErrors | undefined;
  /** A toast for a form that cannot be sent yet (e.g. 'Required Fields Missing'). */
  /** From the errors in English (the schema's words), whatever the page's language. */
  invalidToast?: (errors: FieldErrors) => ToastMessage | undefined;
  /** The toast when the connection fails (the server's own failures carry theirs). */
  failureToast?: ToastMessage;
  onSuccess?: (result: FormSuccess, form: HTMLFormElement) => void;
  /** Empties the form once it is in (the contact, sign-up and reset-link forms). */
  resetOnSuccess?: boolean;
  /**
   * Every answer is written on the page (a lookup's result, "Check a
   * claim"), so no toast repeats it. A connection that fails still toasts.
   */
  outcomeOnPage?: boolean;
}

/** What a `<Field>` needs from the form, from the field's name written once. */
export interface FieldBinding<Name extends string> extends FieldConstraints {
  name: Name;
  label: string;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
}

/**
 * The one way to build a form. A real `<form method="post">` that its
 * route's action answers without JavaScript; with JavaScript, fields are
 * checked with the server's own schema as they are corrected and on submit,
 * focus moves to the first error, the form is sent without a page load and
 * what was typed stays put when it fails. Public forms carry a one-time
 * token (renewed after each success) so a double submit is stored once.
 */
export function useForm<Name extends string>(options: FormOptions<Name>) {
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<FormResult>();
  const view = useFormView(options.form);
  const { constraints } = view;
  const locale = useLocale();
  // A Spanish page's form posts to the endpoint under /es, which answers in Spanish.
  const endpoint = view.endpoint && pathIn(view.endpoint, locale);
  const schema = useLazy(options.schema);
  /** The Spanish words of the schema's English messages, fetched with it on a Spanish page only. */
  const translate = useLazy(() =>
    locale === "es"
      ? import("#app/lib/forms/spanish-messages.ts").then(
          (module) => module.inSpanish,
        )
      : Promise.resolve(undefined),
  );
  /** A submit waiting for its schema: a second press is not a second submit. */
  const checking = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>(
    options.initial && !options.initial.ok ? options.initial.fieldErrors : {},
  );
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  /** The latest answer received by this page's script; until then, the page's own. */
  const [answer, setAnswer] = useState<FormResult | undefined>(undefined);
  /** How many answers this page's script has received: an outcome panel takes focus with each. */
  const [answered, setAnswered] = useState(0);
  /**
   * The errors of the latest submit, for the error summary, and how many
   * submits this page's script has checked or sent (0: the page's own
   * answer), which tells the summary to take focus.
   */
  const [submitted, setSubmitted] = useState<{
    errors: FieldErrors;
    request: number;
  }>({
    errors:
      options.initial && !options.initial.ok ? options.initial.fieldErrors : {},
    request: 0,
  });
  const summarize = (form: HTMLFormElement, found: FieldErrors) => {
    const ordered = inFormOrder(form, found);
    setSubmitted((current) => ({
      errors: ordered,
      request: current.request + 1,
    }));
    return ordered;
  };

  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // A callback ref: a form may appear after hydration (the reset form waits for its token).
  const ref = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form) return;
    // The browser's own checks serve the page without JavaScript; with it, ours speak the spec's words.
    form.noValidate = true;
    renewToken(form);
  }, []);

  // A fetcher's answer arrives with a render; it is taken in once.
  const [fetched, setFetched] = useState(fetcher.data);
  if (fetcher.data !== fetched) {
    setFetched(fetcher.data);
    if (fetcher.data) {
      setAnswer(fetcher.data);
      setAnswered((count) => count + 1);
      setErrors(fetcher.data.ok ? {} : fetcher.data.fieldErrors);
      const found = fetcher.data.ok ? {} : fetcher.data.fieldErrors;
      setSubmitted((current) => ({
        errors: found,
        request: current.request + 1,
      }));
    }
  }
  useEffect(() => {
    if (fetched && formRef.current) announce(fetched, formRef.current);
  }, [fetched]);

  function announce(result: FormResult, form: HTMLFormElement) {
    const toast = (message: ToastMessage | undefined) => {
      if (message && !latest.current.outcomeOnPage) void showToast(message);
    };
    if (result.ok) {
      renewToken(form);
      if (latest.current.resetOnSuccess) form.reset();
      latest.current.onSuccess?.(result, form);
      toast(result.toast);
      toast(result.warning);
    } else {
      focusFirstError(form, result.fieldErrors);
      toast(result.toast);
    }
  }

  /** Errors as the page shows them: the schema's English messages in the page's language. */
  async function shown(found: FieldErrors): Promise<FieldErrors> {
    const inPageLanguage = await translate();
    return inPageLanguage ? inPageLanguage(found) : found;
  }

  /** The form's errors, in English (the schema's and the checks' own words), which the toasts are chosen by. */
  async function validate(form: HTMLFormElement): Promise<FieldErrors> {
    const data = new FormData(form);
    // Without its schema (the download failed), the server's answer says what is wrong.
    const parsed = (await schema())?.safeParse(
      formValues(textEntries(data), options.shape),
    );
    const found =
      !parsed || parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    const files = Object.entries(options.files ?? {}) as Array<
      [string, FileRequirement]
    >;
    for (const [name, requirement] of files) {
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
    for (const [name, message] of Object.entries(options.check?.(data) ?? {}))
      found[name] ??= message;
    return found;
  }

  async function recheck(target: HTMLInputElement) {
    if (!target.name || target.type === "file" || !formRef.current) return;
    const message = (await shown(await validate(formRef.current)))[target.name];
    setErrors((current) =>
      current[target.name] === message
        ? current
        : withError(current, target.name, message),
    );
  }

  /**
   * A field is checked as the person leaves it once something is typed in
   * it: leaving an empty field is no mistake yet (submitting says so).
   */
  function onBlur(event: React.FocusEvent<HTMLFormElement>) {
    const target = event.target as EventTarget as HTMLInputElement;
    if (target.value !== "" || errors[target.name]) void recheck(target);
  }

  /** A field that shows an error is checked again as it is corrected (a select or checkbox may never lose focus). */
  function onChange(event: React.ChangeEvent<HTMLFormElement>) {
    const target = event.target as EventTarget as HTMLInputElement;
    if (errors[target.name]) void recheck(target);
  }

  /** The schema is fetched as the person starts on the form, so it is there when they leave a field. */
  function onFocus() {
    void schema();
    void translate();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending || checking.current || fetcher.state !== "idle") return;
    checking.current = true;
    const found = await validate(form).finally(() => {
      checking.current = false;
    });
    const visible = await shown(found);
    setErrors(visible);
    summarize(form, visible);
    if (Object.keys(found).length > 0) {
      focusFirstError(form, visible);
      const toast = options.invalidToast?.(found);
      if (toast) void showToast(toast);
      return;
    }
    // Where the enhanced form sends itself: its JSON endpoint under
    // /api/forms/ (XMLHttpRequest, the one way to report upload progress),
    // or, without one, the route's own action through a fetcher, which
    // follows the action's redirect and its cookies (signing in).
    if (!endpoint) {
      void fetcher.submit(form, { method: "post" });
      return;
    }
    setSending(true);
    setProgress(0);
    try {
      const { result } = await submitWithProgress(
        endpoint,
        new FormData(form),
        setProgress,
      );
      setAnswer(result);
      setAnswered((count) => count + 1);
      setErrors(result.ok ? {} : result.fieldErrors);
      summarize(form, result.ok ? {} : result.fieldErrors);
      announce(result, form);
    } catch {
      if (options.failureToast) {
        void showToast(options.failureToast);
        // Written at the form too, like the server's own failures: what was typed stays.
        setAnswer({
          ok: false,
          fieldErrors: {},
          values: {},
          toast: options.failureToast,
        });
        setAnswered((count) => count + 1);
      }
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  /** Sets or clears one field's error, e.g. when a file is removed or replaced. */
  function setFieldError(name: string, message: string | undefined) {
    setErrors((current) => withError(current, name, message));
  }

  /** Each field's latest file check, so a translation that arrives late does not undo a newer one. */
  const fileChecks = useRef<Record<string, number>>({});
  /** A file field's own check (in English, the rule's words), shown in the page's language. */
  function setFileError(name: string, message: string | undefined) {
    const check = (fileChecks.current[name] ?? 0) + 1;
    fileChecks.current[name] = check;
    if (message === undefined || locale === "en") {
      setFieldError(name, message);
      return;
    }
    void shown({ [name]: message }).then((found) => {
      if (fileChecks.current[name] === check) setFieldError(name, found[name]);
    });
  }

  /** A text field's binding: its name, words, refilled value and error. */
  function field(name: Name, fallback?: string): FieldBinding<Name> {
    const { labels, placeholders, hints } = options.texts;
    return {
      ...constraints[name],
      autoComplete: autofillByField[name],
      name,
      label: labels[name],
      placeholder: placeholders?.[name],
      hint: hints?.[name],
      defaultValue: echoedText(options.initial, name) ?? fallback,
      error: errors[name],
    };
  }

  /** A file field's binding: its words, its rule from `files`, its error and how to set it. */
  function fileField(name: Name) {
    const requirement = options.files?.[name];
    if (!requirement) throw new Error(`${name} is not among the form's files`);
    const { label, hint, error, required } = field(name);
    return {
      name,
      label,
      hint,
      error,
      rule: requirement.rule,
      required: required || requirement.requiredMessage !== undefined,
      onErrorChange: (message: string | undefined) =>
        setFileError(name, message),
    };
  }

  // The summary lists the latest submit's errors that are still to put right.
  const summary =
    Object.keys(submitted.errors).length >= SUMMARY_THRESHOLD
      ? Object.fromEntries(
          Object.entries(submitted.errors).filter(([name]) => errors[name]),
        )
      : {};

  return {
    field,
    fileField,
    errors,
    /** The error summary's errors (none under two at the submit) and when it takes focus. */
    summary: { errors: summary, focusRequest: submitted.request },
    answered,
    setFieldError,
    texts: options.texts,
    /** Public submissions (sent to /api/forms/) carry the one-time token and the honeypot. */
    guarded: endpoint !== undefined,
    busy: sending || fetcher.state !== "idle",
    progress,
    /** The latest answer: one received by this page's script, else the page's own (posted without JavaScript). */
    result: answer ?? options.initial,
    /** The page's own answer, until this page's script receives one: what the outcome panel shows. */
    pageResult: answer ? undefined : options.initial,
    formProps: {
      ref,
      method: "post" as const,
      encType: options.files ? ("multipart/form-data" as const) : undefined,
      onSubmit,
      onBlur,
      onChange,
      onFocus,
    },
  };
}

/**
 * The form's view as its page's loader sent it (server/forms/registry.ts,
 * `pageForms`): its constraints and its JSON endpoint. None outside the
 * app's own pages.
 */
function useFormView(name: string): FormView {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const forms = (match.loaderData as { forms?: PageForms } | undefined)
      ?.forms;
    const view = forms?.[name];
    if (view) return view;
  }
  return { constraints: {} };
}

/**
 * What a form fetches on first use (its schema, its messages' words) and
 * keeps. A fetch that failed gives none (nothing is checked before the
 * server does) and is tried again next time.
 */
function useLazy<T>(load: () => Promise<T>): () => Promise<T | undefined> {
  const loaded = useRef<Promise<T | undefined>>(undefined);
  return () => {
    loaded.current ??= load().catch(() => {
      loaded.current = undefined;
      return undefined;
    });
    return loaded.current;
  };
}

function withError(
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
function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  if (Object.keys(errors).length >= SUMMARY_THRESHOLD) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      "name" in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}

/** The errors in the order of their fields on the page, for the summary to read top to bottom. */
function inFormOrder(form: HTMLFormElement, errors: FieldErrors): FieldErrors {
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

function renewToken(form: HTMLFormElement) {
  const input = form.elements.namedItem(TOKEN_FIELD);
  if (input instanceof HTMLInputElement)
    input.value = crypto.randomUUID().replaceAll("-", "");
}
