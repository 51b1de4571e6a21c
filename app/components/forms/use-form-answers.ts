import { useState } from "react";

import { SUMMARY_THRESHOLD } from "#app/components/forms/error-summary.tsx";
import { inFormOrder, withError } from "#app/components/forms/form-checks.ts";
import type { FieldErrors, FormResult } from "#app/lib/forms/form-result.ts";

/**
 * What a form shows of its checks and answers: each field's error, the
 * error summary of the latest submit, and the latest answer with a count
 * that tells the outcome panel and the summary to take focus again.
 */
export function useFormAnswers(initial: FormResult | undefined) {
  const initialErrors = initial && !initial.ok ? initial.fieldErrors : {};
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  /** The latest answer received by this page's script; until then, the page's own. */
  const [answer, setAnswer] = useState<FormResult | undefined>(undefined);
  /** How many answers this page's script has received: an outcome panel takes focus with each. */
  const [answered, setAnswered] = useState(0);
  /**
   * The errors of the latest submit, for the error summary, and how many
   * submits this page's script has checked or sent (0: the page's own
   * answer), which tells the summary to take focus.
   */
  const [submitted, setSubmitted] = useState({
    errors: initialErrors,
    request: 0,
  });

  /** The errors a submit found (checked here or answered by the server), shown at the fields and in the summary. */
  function showSubmitted(found: FieldErrors, form?: HTMLFormElement) {
    const ordered = form ? inFormOrder(form, found) : found;
    setErrors(ordered);
    setSubmitted((current) => ({
      errors: ordered,
      request: current.request + 1,
    }));
  }

  /** An answer from the server (or the connection's failure), written at the form. */
  function receive(result: FormResult, form?: HTMLFormElement) {
    setAnswer(result);
    setAnswered((count) => count + 1);
    showSubmitted(result.ok ? {} : result.fieldErrors, form);
  }

  /** Sets or clears one field's error, e.g. when a file is removed or replaced. */
  function setFieldError(name: string, message: string | undefined) {
    setErrors((current) =>
      current[name] === message ? current : withError(current, name, message),
    );
  }

  // The summary lists the latest submit's errors that are still to put right.
  const summary =
    Object.keys(submitted.errors).length >= SUMMARY_THRESHOLD
      ? Object.fromEntries(
          Object.entries(submitted.errors).filter(([name]) => errors[name]),
        )
      : {};

  return {
    errors,
    answer,
    answered,
    summary: { errors: summary, focusRequest: submitted.request },
    showSubmitted,
    receive,
    setFieldError,
  };
}
