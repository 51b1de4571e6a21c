import type { RouterContextProvider } from "react-router";
import type { z } from "zod";

import { formMessages } from "#app/content/forms.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { fieldErrorsOf, type FormResult } from "#app/lib/forms/form-result.ts";
import { formValues, type FormShape } from "#app/lib/forms/form-values.ts";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "#app/lib/forms/guards.ts";
import type { FileRule } from "#app/lib/schemas/file-rules.ts";
import {
  clientSubject,
  countAttempt,
  type RateLimitRule,
} from "#server/rate-limit.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { SubmissionServices } from "#server/forms/submit-once.ts";
import {
  parseForm,
  UploadError,
  type UploadedFile,
} from "#server/uploads/multipart.ts";

export interface FormAnswer {
  status: number;
  result: FormResult;
  headers?: Record<string, string>;
}

export interface FormHandler<T> {
  rateLimit: RateLimitRule;
  schema: z.ZodType<T>;
  shape?: FormShape;
  files?: Record<string, FileRule>;
  /** Fields never sent back to the browser, even to refill a form (SSNs). */
  secretFields?: readonly string[];
  /** Messages for files a valid form still lacks (e.g. 'Please upload your resume'). */
  missingFiles?: (files: readonly UploadedFile[]) => Record<string, string>;
  /** The toast when storing fails for a reason of ours. */
  failureToast: (error: unknown) => ToastMessage;
  /** What a robot that filled the honeypot is told (a success that stored nothing). */
  decoyResult: () => FormResult;
  submit: (
    services: SubmissionServices,
    data: T,
    files: readonly UploadedFile[],
    token: string | undefined,
  ) => Promise<FormResult>;
}

/**
 * The server step of every public form, the authority on it: reads the body
 * within its limits, counts the attempt against the sender's rate limit,
 * drops robots caught by the honeypot, validates with the same schema the
 * browser used, and stores. Every failure answers with messages for the form
 * and what was typed, so nothing is lost.
 */
export async function handleForm<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  handler: FormHandler<T>,
): Promise<FormAnswer> {
  const services = context.get(servicesContext);
  if (!services) throw new Error("Forms need the running server's services");

  let fields: Map<string, string[]>;
  let files: UploadedFile[];
  try {
    ({ fields, files } = await parseForm(request, handler.files));
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return {
      status: error.status,
      // The rest of the body stays unread; closing the connection stops the upload.
      headers: error.status === 413 ? { Connection: "close" } : undefined,
      result: {
        ok: false,
        fieldErrors: { [error.fieldName ?? "form"]: error.message },
        // What arrived before the problem (the text fields precede the files).
        values: echoValues(entriesOf(error.fields), handler.secretFields ?? []),
        toast: {
          type: "error",
          title: formMessages.uploadFailed,
          description: error.message,
        },
      },
    };
  }

  const entries = entriesOf(fields);
  const values = echoValues(entries, handler.secretFields ?? []);

  const ip = context.get(clientContext)?.ip ?? "unknown";
  const limit = await countAttempt(
    services.database.db,
    handler.rateLimit,
    clientSubject(ip, services.secrets.authSecret),
  );
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
      result: {
        ok: false,
        fieldErrors: {},
        values,
        toast: {
          type: "error",
          title: formMessages.tooManyAttempts.title,
          description: formMessages.tooManyAttempts.description(minutes),
        },
      },
    };
  }

  if (fields.get(HONEYPOT_FIELD)?.some((value) => value !== "")) {
    services.logger.info(
      { form: handler.rateLimit.name },
      "honeypot filled: submission dropped",
    );
    return { status: 200, result: handler.decoyResult() };
  }

  const parsed = handler.schema.safeParse(formValues(entries, handler.shape));
  const fieldErrors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
    ...(handler.missingFiles?.(files) ?? {}),
  };
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return { status: 400, result: { ok: false, fieldErrors, values } };
  }

  try {
    const token = fields.get(TOKEN_FIELD)?.[0] || undefined;
    return {
      status: 200,
      result: await handler.submit(services, parsed.data, files, token),
    };
  } catch (error) {
    services.logger.error(
      { err: error, form: handler.rateLimit.name },
      "form submission failed",
    );
    return {
      status: 500,
      result: {
        ok: false,
        fieldErrors: {},
        values,
        toast: handler.failureToast(error),
      },
    };
  }
}

function entriesOf(fields: Map<string, string[]>): Array<[string, string]> {
  return [...fields].flatMap(([name, list]) =>
    list.map((value): [string, string] => [name, value]),
  );
}

function echoValues(
  entries: ReadonlyArray<[string, string]>,
  secret: readonly string[],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (
      secret.includes(name) ||
      name === HONEYPOT_FIELD ||
      name === TOKEN_FIELD
    )
      continue;
    const existing = values[name];
    if (existing === undefined) values[name] = value;
    else
      values[name] = Array.isArray(existing)
        ? [...existing, value]
        : [existing, value];
  }
  return values;
}

/** The answer as the JSON endpoint sends it to the enhanced form. */
export function formJson(answer: FormAnswer): Response {
  return Response.json(answer.result, {
    status: answer.status,
    headers: answer.headers,
  });
}
