import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useMatches } from "react-router";
import type { z } from "#app/lib/zod.ts";

import { showToast } from "#app/components/ui/toasts.tsx";
import {
  checkForm,
  focusFirstError,
  renewToken,
  type FileRequirement,
} from "#app/components/forms/form-checks.ts";
import { useFormAnswers } from "#app/components/forms/use-form-answers.ts";
import {
  echoedText,
  type FieldErrors,
  type FormResult,
  type FormSuccess,
} from "#app/lib/forms/form-result.ts";
import { autofillByField } from "#app/lib/forms/autofill.ts";
import type { FieldConstraints } from "#app/lib/forms/field-constraints.ts";
import type { FormView, PageForms } from "#app/lib/forms/form-constraints.ts";
import type { FormShape } from "#app/lib/forms/form-values.ts";
import { submitWithProgress } from "#app/lib/forms/submit-with-progress.ts";
import { pathIn } from "#app/lib/locale.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { useLocale } from "#app/lib/use-locale.ts";

export type { FileRequirement };

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
  const locale = useLocale();
  // A Spanish page's form posts to the endpoint under /es, which answers in Spanish.
  const endpoint = view.endpoint && pathIn(view.endpoint, locale);
  const schema = useLazy(options.schema);
  const { shown, loadWords } = useErrorWords(locale);
  /** A submit waiting for its schema: a second press is not a second submit. */
  const checking = useRef(false);
  const answers = useFormAnswers(options.initial);
  const { errors, setFieldError } = answers;
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  // A callback ref: a form may appear after hydration (the reset form waits for its token).
  const ref = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form) return;
    // The browser's own checks serve the page without JavaScript; with it, ours speak the spec's words.
    form.noValidate = true;
    renewToken(form);
  }, []);

  useFetcherAnswers(fetcher.data, answers.receive, formRef, options);

  const validate = async (form: HTMLFormElement) =>
    checkForm(form, { ...options, schema: await schema() });

  async function recheck(target: HTMLInputElement) {
    if (!target.name || target.type === "file" || !formRef.current) return;
    const found = await shown(await validate(formRef.current));
    setFieldError(target.name, found[target.name]);
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
    void loadWords();
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
    answers.showSubmitted(visible, form);
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
      answers.receive(result, form);
      announce(result, form, options);
    } catch {
      if (options.failureToast) {
        void showToast(options.failureToast);
        // Written at the form too, like the server's own failures: what was typed stays.
        answers.receive({
          ok: false,
          fieldErrors: {},
          values: {},
          toast: options.failureToast,
        });
      }
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  const { field, fileField } = useFieldBindings({
    options,
    constraints: view.constraints,
    errors,
    setFieldError,
    shown,
    locale,
  });

  return {
    field,
    fileField,
    errors,
    /** The error summary's errors (none under two at the submit) and when it takes focus. */
    summary: answers.summary,
    answered: answers.answered,
    setFieldError,
    texts: options.texts,
    /** Public submissions (sent to /api/forms/) carry the one-time token and the honeypot. */
    guarded: endpoint !== undefined,
    busy: sending || fetcher.state !== "idle",
    progress,
    /** The latest answer: one received by this page's script, else the page's own (posted without JavaScript). */
    result: answers.answer ?? options.initial,
    /** The page's own answer, until this page's script receives one: what the outcome panel shows. */
    pageResult: answers.answer ? undefined : options.initial,
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
 * The answers of a form sent through its fetcher (no JSON endpoint): each
 * is taken in once, as it arrives with a render, then announced.
 */
function useFetcherAnswers(
  data: FormResult | undefined,
  receive: (result: FormResult) => void,
  formRef: React.RefObject<HTMLFormElement | null>,
  options: FormOptions<string>,
) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [fetched, setFetched] = useState(data);
  if (data !== fetched) {
    setFetched(data);
    if (data) receive(data);
  }
  useEffect(() => {
    if (fetched && formRef.current)
      announce(fetched, formRef.current, latest.current);
  }, [fetched, formRef]);
}

/** What an answer does beyond the form's own display: focus, toasts, the token, the caller's reaction. */
function announce(
  result: FormResult,
  form: HTMLFormElement,
  options: Pick<
    FormOptions<string>,
    "outcomeOnPage" | "resetOnSuccess" | "onSuccess"
  >,
) {
  const toast = (message: ToastMessage | undefined) => {
    if (message && !options.outcomeOnPage) void showToast(message);
  };
  if (result.ok) {
    renewToken(form);
    if (options.resetOnSuccess) form.reset();
    options.onSuccess?.(result, form);
    toast(result.toast);
    toast(result.warning);
  } else {
    focusFirstError(form, result.fieldErrors);
    toast(result.toast);
  }
}

/** The bindings of a form's fields: words, constraints, refilled values and errors, by the field's name. */
function useFieldBindings<Name extends string>({
  options,
  constraints,
  errors,
  setFieldError,
  shown,
  locale,
}: {
  options: FormOptions<Name>;
  constraints: FormView["constraints"];
  errors: FieldErrors;
  setFieldError: (name: string, message: string | undefined) => void;
  shown: (found: FieldErrors) => Promise<FieldErrors>;
  locale: string;
}) {
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

  return { field, fileField };
}

/**
 * Errors as the page shows them: the schema's English messages in the
 * page's language, their Spanish words fetched on a Spanish page only.
 */
function useErrorWords(locale: string) {
  const loadWords = useLazy(() =>
    locale === "es"
      ? import("#app/lib/forms/spanish-messages.ts").then(
          (module) => module.inSpanish,
        )
      : Promise.resolve(undefined),
  );
  async function shown(found: FieldErrors): Promise<FieldErrors> {
    const inPageLanguage = await loadWords();
    return inPageLanguage ? inPageLanguage(found) : found;
  }
  return { shown, loadWords };
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
