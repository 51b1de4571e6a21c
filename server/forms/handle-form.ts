import { data, type RouterContextProvider } from "react-router";
import type { z } from "#app/lib/zod.ts";

import { formMessages } from "#app/content/forms.ts";
import {
  fieldErrorsOf,
  type EchoedValues,
  type FieldErrors,
  type FormResult,
} from "#app/lib/forms/form-result.ts";
import { formValues, type FormShape } from "#app/lib/forms/form-values.ts";
import {
  HONEYPOT_FIELD,
  INTENT_FIELD,
  TOKEN_FIELD,
} from "#app/lib/forms/guards.ts";
import type { FileRule } from "#app/lib/schemas/file-rules.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import {
  clientSubject,
  countAttempt,
  type RateLimitRule,
} from "#server/rate-limit.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "#server/db/unavailable.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { SubmissionServices } from "#server/forms/submit-once.ts";
import {
  parseForm,
  readTextFields,
  UploadError,
  type UploadedFile,
} from "#server/uploads/multipart.ts";
import { DiskFullError, isDiskFull } from "#server/uploads/disk-full.ts";
import { prepareUploads } from "#server/uploads/prepare-uploads.ts";
import { TempFiles, uploadTempDir } from "#server/uploads/temp-files.ts";

/** A form's answer with its HTTP status, before it becomes a page's action data or JSON. */
export interface FormAnswer {
  status: number;
  result: FormResult;
  headers?: Record<string, string>;
}

/** The text fields of a post as the server read them: every value of every name. */
export type PostedFields = ReadonlyMap<string, readonly string[]>;

/**
 * One form's server step. `R` is a response of its own the form may answer
 * with (a redirect that signs someone in); public forms have none.
 */
export interface FormHandler<T, R extends Response = never> {
  /** Which form answers, where a page holds several; stamped on every answer. */
  form?: string;
  /** Counted per client before the form is checked; forms with limits of their own (sign-in) leave it out. */
  rateLimit?: RateLimitRule;
  schema: z.ZodMiniType<T>;
  shape?: FormShape;
  files?: Record<string, FileRule>;
  /** Fields never sent back to the browser, even to refill a form (passwords, tokens, SSNs). */
  secretFields?: readonly string[];
  /** Headers on every answer that is not the handler's own response (e.g. no-store for the portal). */
  headers?: Record<string, string>;
  /** Messages for files a valid form still lacks (e.g. 'Please upload your resume'). */
  missingFiles?: (files: readonly UploadedFile[]) => FieldErrors;
  /** The toast for a form that fails its checks (the spec's 'Required Fields' and friends). */
  invalidToast?: (errors: FieldErrors) => ToastMessage | undefined;
  /** The toast when storing fails for a reason of ours. */
  failureToast: (error: unknown) => ToastMessage;
  /** What a robot that filled the honeypot is told (a success that stored nothing). */
  decoyResult?: () => FormResult;
  /**
   * Stores or acts on a valid form. Answers with a result (status 200), a
   * result with its own status (a refusal), or a response of its own (a
   * redirect that signs someone in).
   */
  submit(
    services: SubmissionServices,
    data: T,
    files: readonly UploadedFile[],
    token: string | undefined,
  ): Promise<FormResult | FormAnswer | R>;
}

/** Picks a page's form by what was posted (its intent), once the body is read. */
export type FormHandlerFor<T, R extends Response = never> = (
  fields: PostedFields,
) => FormHandler<T, R>;

/** Names never echoed, whatever the form: the guards and the intent. */
const NEVER_ECHOED = new Set([HONEYPOT_FIELD, TOKEN_FIELD, INTENT_FIELD]);

/**
 * The server step of every form, public and portal, the authority on it:
 * counts the attempt against the sender's rate limit (before reading the
 * body), reads the body within its limits (files into temporary files),
 * drops robots caught by the honeypot, validates with the same schema the
 * browser used, scans and cleans the files (prepare-uploads.ts), and
 * stores. Every failure answers in one shape, with messages for the form
 * and what was typed (secrets left out), so nothing is lost. Whatever the
 * answer, the request's temporary files are removed before it is sent.
 */
export async function handleForm<T, R extends Response = never>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  handlerOrPick: FormHandler<T, R> | FormHandlerFor<T, R>,
): Promise<FormAnswer | R> {
  const services = context.get(servicesContext);
  if (!services) throw new Error("Forms need the running server's services");
  const temp = new TempFiles(uploadTempDir(services.config.dataDir));
  const progress: Progress<T, R> = {};
  try {
    return await answerForm(
      request,
      context,
      handlerOrPick,
      services,
      temp,
      progress,
    );
  } catch (error) {
    const diskFull = isDiskFull(error);
    if (!diskFull && !isDatabaseUnavailable(error)) throw error;
    services.logger.warn(
      { err: error, form: formName(progress.handler) },
      diskFull
        ? "form not stored: the disk is full"
        : "form not stored: database unavailable",
    );
    // Before the body was read (the rate limit is counted first), read the
    // text typed ahead of any files now, to show the form again.
    const handler =
      progress.handler ??
      (typeof handlerOrPick === "function" ? undefined : handlerOrPick);
    const values =
      progress.values ??
      echoValues(
        // The disk filled mid-body: the fields read before it; else the
        // body is still unread (the database was away before it was read).
        error instanceof DiskFullError
          ? error.fields
          : await readTextFields(request).catch(
              () => new Map<string, string[]>(),
            ),
        handler?.secretFields,
      );
    const answer = diskFull
      ? diskFullAnswer(values)
      : databaseUnavailableAnswer(values);
    return handler ? finish(handler, answer) : answer;
  } finally {
    await temp.removeAll();
  }
}

/** How far a form got, so that a database gone mid-way still answers with what was typed. */
interface Progress<T, R extends Response> {
  handler?: FormHandler<T, R>;
  values?: EchoedValues;
}

/**
 * The answer when the database is away: 503 with Retry-After, nothing
 * stored, what was typed sent back, and a toast saying to send it again.
 */
function databaseUnavailableAnswer(values: EchoedValues): FormAnswer {
  return {
    status: 503,
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    result: {
      ok: false,
      fieldErrors: {},
      values,
      toast: formMessages.databaseUnavailable,
    },
  };
}

/**
 * The answer when the disk for uploads or documents is full: 507
 * (Insufficient Storage), nothing stored (the request's temp files are
 * removed, a submission's stored files deleted again), what was typed sent
 * back.
 */
function diskFullAnswer(values: EchoedValues): FormAnswer {
  return {
    status: 507,
    result: {
      ok: false,
      fieldErrors: {},
      values,
      toast: formMessages.storageFull,
    },
  };
}

function formName<T, R extends Response>(
  handler: FormHandler<T, R> | undefined,
): string | undefined {
  return handler?.rateLimit?.name ?? handler?.form;
}

async function answerForm<T, R extends Response>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  handlerOrPick: FormHandler<T, R> | FormHandlerFor<T, R>,
  services: SubmissionServices,
  temp: TempFiles,
  progress: Progress<T, R>,
): Promise<FormAnswer | R> {
  const pick =
    typeof handlerOrPick === "function" ? handlerOrPick : () => handlerOrPick;
  // A page with one form knows its limit before reading: the attempt is
  // counted first, so a sender over the limit is refused before its files
  // are read (and written to disk); only the text fields ahead of them are
  // read, at most 64 KB, to show the form again.
  const known = typeof handlerOrPick === "function" ? undefined : handlerOrPick;
  progress.handler = known;
  if (known) {
    const refused = await overRateLimit(known, context, services);
    if (refused) {
      // Only the text typed before the files, to show the form again.
      const typed = await readTextFields(request);
      return finish(known, refused(echoValues(typed, known.secretFields)));
    }
  }

  let fields: Map<string, string[]>;
  let files: UploadedFile[];
  try {
    // The file rules of a page with several forms are those of none: no files.
    ({ fields, files } = await parseForm(request, known?.files, temp));
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const handler = pick(error.fields);
    // What arrived before the problem (the text fields precede the files).
    return refusedUpload(handler, error, error.fields);
  }

  const handler = pick(fields);
  const values = echoValues(fields, handler.secretFields);
  progress.handler = handler;
  progress.values = values;

  // A form picked by what was posted is counted once it is known.
  if (!known) {
    const refused = await overRateLimit(handler, context, services);
    if (refused) return finish(handler, refused(values));
  }

  if (handler.decoyResult && fields.get(HONEYPOT_FIELD)?.some(Boolean)) {
    services.logger.info(
      { form: handler.rateLimit?.name ?? handler.form },
      "honeypot filled: submission dropped",
    );
    return finish(handler, { status: 200, result: handler.decoyResult() });
  }

  const parsed = handler.schema.safeParse(
    formValues(entriesOf(fields), handler.shape),
  );
  const fieldErrors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
    ...(handler.missingFiles?.(files) ?? {}),
  };
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return finish(handler, {
      status: 400,
      result: {
        ok: false,
        fieldErrors,
        values,
        toast: handler.invalidToast?.(fieldErrors),
      },
    });
  }

  let ready: UploadedFile[];
  try {
    ready = await prepareUploads(services, files, temp);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return refusedUpload(handler, error, fields);
  }

  try {
    const token = fields.get(TOKEN_FIELD)?.[0] || undefined;
    const reply = await handler.submit(services, parsed.data, ready, token);
    if (reply instanceof Response) return reply;
    const answer: FormAnswer =
      "status" in reply ? reply : { status: 200, result: reply };
    // A refusal keeps what was typed, like every other failure.
    if (!answer.result.ok) answer.result = { ...answer.result, values };
    return finish(handler, answer);
  } catch (error) {
    // Answered by handleForm, which knows what was typed.
    if (isDatabaseUnavailable(error) || isDiskFull(error)) throw error;
    services.logger.error(
      { err: error, form: formName(handler) },
      "form submission failed",
    );
    return finish(handler, {
      status: 500,
      result: {
        ok: false,
        fieldErrors: {},
        values,
        toast: handler.failureToast(error),
      },
    });
  }
}

/**
 * Counts one attempt against the handler's rate limit; over it, the 429
 * answer (with what was typed, where the body was read).
 */
async function overRateLimit<T, R extends Response>(
  handler: FormHandler<T, R>,
  context: Readonly<RouterContextProvider>,
  services: SubmissionServices,
): Promise<((values: EchoedValues) => FormAnswer) | undefined> {
  if (!handler.rateLimit) return undefined;
  const ip = context.get(clientContext)?.ip ?? "unknown";
  const limit = await countAttempt(
    services.database,
    handler.rateLimit,
    clientSubject(ip, services.secrets.authSecret),
  );
  if (limit.allowed) return undefined;
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return (values) => ({
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
  });
}

/** The answer to a file the form cannot take, with what was typed. */
function refusedUpload<T, R extends Response>(
  handler: FormHandler<T, R>,
  error: UploadError,
  fields: PostedFields,
): FormAnswer {
  return finish(handler, {
    status: error.status,
    // The rest of the body stays unread; closing the connection stops the upload.
    headers: error.status === 413 ? { Connection: "close" } : undefined,
    result: {
      ok: false,
      fieldErrors: { [error.fieldName ?? "form"]: error.message },
      values: echoValues(fields, handler.secretFields),
      toast: {
        type: "error",
        title: error.toast?.title ?? formMessages.uploadFailed,
        description: error.toast?.description ?? error.message,
      },
    },
  });
}

/** Stamps the handler's form name and headers on an answer. */
function finish<T, R extends Response>(
  handler: FormHandler<T, R>,
  answer: FormAnswer,
): FormAnswer {
  return {
    status: answer.status,
    headers: { ...handler.headers, ...answer.headers },
    result: handler.form
      ? { form: handler.form, ...answer.result }
      : answer.result,
  };
}

function entriesOf(fields: PostedFields): Array<[string, string]> {
  return [...fields].flatMap(([name, list]) =>
    list.map((value): [string, string] => [name, value]),
  );
}

/** What was typed, to refill the form: never a secret field, a guard or the intent. */
function echoValues(
  fields: PostedFields,
  secret: readonly string[] = [],
): EchoedValues {
  const values: EchoedValues = {};
  for (const [name, list] of fields) {
    if (secret.includes(name) || NEVER_ECHOED.has(name)) continue;
    // Would set the object's prototype rather than a value.
    if (name === "__proto__") continue;
    values[name] = list.length === 1 ? list[0]! : [...list];
  }
  return values;
}

/** The answer as a page's action returns it (JavaScript off, or a fetcher). */
export function formData(answer: FormAnswer | Response) {
  if (answer instanceof Response) return answer;
  return data(answer.result, {
    status: answer.status,
    headers: answer.headers,
  });
}

/** The answer as the JSON endpoint sends it to the enhanced form. */
export function formJson(answer: FormAnswer | Response): Response {
  if (answer instanceof Response) return answer;
  return Response.json(answer.result, {
    status: answer.status,
    headers: answer.headers,
  });
}
