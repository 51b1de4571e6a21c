import { data, generatePath, type Params } from "react-router";

import { formWordsIn } from "#app/lib/forms/form-words.ts";
import { fieldConstraints } from "#app/lib/forms/field-constraints.ts";
import type { PageForms } from "#app/lib/forms/form-constraints.ts";
import {
  fieldErrorsOf,
  type EchoedValues,
  type FormResult,
} from "#app/lib/forms/form-result.ts";
import { formValues } from "#app/lib/forms/form-values.ts";
import { localizeErrors } from "#app/lib/forms/localize-messages.ts";
import { spanishMessages } from "#app/lib/forms/spanish-messages.ts";
import { localeOfPath, type Locale } from "#app/lib/locale.ts";
import {
  HONEYPOT_FIELD,
  INTENT_FIELD,
  TOKEN_FIELD,
} from "#app/lib/forms/guards.ts";
import { clientSubject, countAttempt } from "#server/rate-limit.ts";
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
import type {
  AnyFormDefinition,
  FormRequest,
  FormResponse,
  PostedFields,
} from "./form-definition.ts";

/** What every form may say, in the page's language. */
const formMessagesIn = (locale: Locale) => formWordsIn(locale).formMessages;

/** Names never echoed, whatever the form: the guards and the intent. */
const NEVER_ECHOED = new Set([HONEYPOT_FIELD, TOKEN_FIELD, INTENT_FIELD]);

/** The responses of its own a form may respond with (a redirect that signs someone in). */
type OwnResponse<F extends AnyFormDefinition> = Extract<
  Awaited<ReturnType<F["submit"]>>,
  Response
>;

/**
 * The server step of every form, public, portal and staff, the authority on
 * it. The rate limit is counted before the body is read, so a sender over it
 * is refused before its files are written to disk; the input is validated
 * with the same schema the browser used. Every failure responds in one
 * shape, with what was typed (secrets left out), so nothing is lost; the
 * request's temporary files are removed before any response is sent.
 */
export async function handleForm<F extends AnyFormDefinition>(
  post: FormRequest,
  forms: F | readonly F[],
): Promise<FormResponse | OwnResponse<F>> {
  const candidates = postedTo([forms].flat(), new URL(post.request.url));
  const first = candidates[0]!;
  const services = post.context.get(servicesContext);
  if (!services) throw new Error("Forms need the running server's services");
  const scope: unknown = await first.access?.(post);
  const temp = new TempFiles(uploadTempDir(services.config.dataDir));
  const locale = localeOfPath(new URL(post.request.url).pathname);
  const progress: Progress = { form: first, locale };
  try {
    const response = await respond(
      post,
      candidates,
      scope,
      services,
      temp,
      progress,
    );
    // A response of the form's own is `R`: respond() hands on only those.
    return response instanceof Response
      ? (response as OwnResponse<F>)
      : withScopeHeaders(response, scope);
  } catch (error) {
    const diskFull = isDiskFull(error);
    if (!diskFull && !isDatabaseUnavailable(error)) throw error;
    services.logger.warn(
      { err: error, form: progress.form.name },
      diskFull
        ? "form not stored: the disk is full"
        : "form not stored: database unavailable",
    );
    // The disk filled mid-body: the fields read before it; else, when the
    // body is still unread (the database was away before it was read),
    // the text typed ahead of any files, to show the form again.
    const values =
      progress.values ??
      echoValues(
        error instanceof DiskFullError
          ? error.fields
          : await readTextFields(post.request).catch(
              () => new Map<string, string[]>(),
            ),
        progress.form.secretFields,
      );
    return finish(
      progress,
      progress.fields,
      diskFull
        ? diskFullResponse(values, locale)
        : databaseUnavailableResponse(values, locale),
    );
  } finally {
    await temp.removeAll();
  }
}

/** How far a form got, so that a database gone mid-way still responds with what was typed. */
interface Progress {
  form: AnyFormDefinition;
  /** The language of the page the form was sent from (its path's). */
  locale: Locale;
  fields?: PostedFields;
  values?: EchoedValues;
}

/**
 * The forms a post to this URL may be: a page's forms that name a query in
 * their `page` (file-a-claim's "?form=check-a-claim") are those posted with
 * it; the others are those posted without any. The forms left share their
 * access, rate limit and files (checked here: a page built otherwise is a
 * programming error, and the registry's test builds every page).
 */
export function postedTo(
  forms: readonly AnyFormDefinition[],
  url: URL,
): readonly AnyFormDefinition[] {
  const named = forms.filter((form) => queryOf(form) !== undefined);
  const chosen = named.filter((form) =>
    [...queryOf(form)!].every(
      ([key, value]) => url.searchParams.get(key) === value,
    ),
  );
  const unnamed = forms.filter((form) => queryOf(form) === undefined);
  // A form posted to its JSON endpoint is alone: its page's query is not asked for.
  const posted =
    chosen.length > 0 ? chosen : unnamed.length > 0 ? unnamed : forms;
  const [first, ...others] = posted;
  if (!first) throw new Error(`No form is posted to ${url.pathname}`);
  for (const other of others)
    if (
      other.access !== first.access ||
      other.rateLimit !== first.rateLimit ||
      other.files !== undefined ||
      first.files !== undefined
    )
      throw new Error(
        `${first.name} and ${other.name} share an address: they must share access and rate limit, and hold no files`,
      );
  return posted;
}

function queryOf(form: AnyFormDefinition): URLSearchParams | undefined {
  const query = form.page.split("?")[1];
  return query === undefined ? undefined : new URLSearchParams(query);
}

/** The form of the posted intent; the page's first when none of its forms is named. */
function pick(
  forms: readonly AnyFormDefinition[],
  fields: PostedFields,
): AnyFormDefinition {
  const intent = fields.get(INTENT_FIELD)?.[0];
  return forms.find((form) => form.name === intent) ?? forms[0]!;
}

async function respond(
  post: FormRequest,
  forms: readonly AnyFormDefinition[],
  scope: unknown,
  services: SubmissionServices,
  temp: TempFiles,
  progress: Progress,
): Promise<FormResponse | Response> {
  const { rateLimit, files } = forms[0]!;
  const { locale } = progress;
  if (rateLimit) {
    const ip = post.context.get(clientContext)?.ip ?? "unknown";
    const limit = await countAttempt(
      services.database,
      rateLimit,
      clientSubject(ip, services.secrets.authSecret),
    );
    if (!limit.allowed) {
      // Only the text typed before the files, at most 64 KB, to show the form again.
      const typed = await readTextFields(post.request);
      const form = pick(forms, typed);
      const { tooManyAttempts } = formMessagesIn(locale);
      return finish({ form, locale }, typed, {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
        result: failure(echoValues(typed, form.secretFields), {
          type: "error",
          title: tooManyAttempts.title,
          description: tooManyAttempts.description(
            Math.ceil(limit.retryAfterSeconds / 60),
          ),
        }),
      });
    }
  }

  let fields: Map<string, string[]>;
  let uploaded: UploadedFile[];
  try {
    ({ fields, files: uploaded } = await parseForm(post.request, files, temp));
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    // What arrived before the problem (the text fields precede the files).
    return refusedUpload(
      { form: pick(forms, error.fields), locale },
      error,
      error.fields,
    );
  }

  const form = pick(forms, fields);
  const values = echoValues(fields, form.secretFields);
  Object.assign(progress, { form, fields, values });

  if (form.decoyResult && fields.get(HONEYPOT_FIELD)?.some(Boolean)) {
    services.logger.info(
      { form: form.name },
      "honeypot filled: submission dropped",
    );
    return finish(progress, fields, {
      status: 200,
      result: form.decoyResult(locale),
    });
  }

  const parsed = form.schema.safeParse(
    formValues(entriesOf(fields), form.shape),
  );
  const fieldErrors = {
    ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)),
    ...(form.missingFiles?.(uploaded) ?? {}),
  };
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return finish(progress, fields, {
      status: 400,
      result: {
        ok: false,
        fieldErrors,
        values,
        toast: form.invalidToast?.(fieldErrors, locale),
      },
    });
  }

  let ready: UploadedFile[];
  try {
    ready = await prepareUploads(services, uploaded, temp);
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return refusedUpload(progress, error, fields);
  }

  try {
    const reply = await form.submit({
      services,
      input: parsed.data,
      files: ready,
      token: fields.get(TOKEN_FIELD)?.[0] || undefined,
      fields,
      scope,
      locale,
    });
    if (reply instanceof Response) return reply;
    const response: FormResponse =
      "status" in reply ? reply : { status: 200, result: reply };
    // A refusal keeps what was typed, like every other failure.
    if (!response.result.ok) response.result = { ...response.result, values };
    return finish(progress, fields, response);
  } catch (error) {
    // Answered by handleForm, which knows what was typed.
    if (isDatabaseUnavailable(error) || isDiskFull(error)) throw error;
    services.logger.error(
      { err: error, form: form.name },
      "form submission failed",
    );
    return finish(progress, fields, {
      status: 500,
      result: failure(values, form.failureToast(error, locale)),
    });
  }
}

function failure(values: EchoedValues, toast: FormResult["toast"]): FormResult {
  return { ok: false, fieldErrors: {}, values, toast };
}

/**
 * The response when the database is away: 503 with Retry-After, nothing
 * stored, what was typed sent back, and a toast saying to send it again.
 */
function databaseUnavailableResponse(
  values: EchoedValues,
  locale: Locale,
): FormResponse {
  return {
    status: 503,
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    result: failure(values, formMessagesIn(locale).databaseUnavailable),
  };
}

/**
 * The response when the disk for uploads or documents is full: 507
 * (Insufficient Storage), nothing stored (the request's temp files are
 * removed, a submission's stored files deleted again), what was typed sent
 * back.
 */
function diskFullResponse(values: EchoedValues, locale: Locale): FormResponse {
  return {
    status: 507,
    result: failure(values, formMessagesIn(locale).storageFull),
  };
}

/** The response to a file the form cannot take, with what was typed. */
function refusedUpload(
  answering: Answering,
  error: UploadError,
  fields: PostedFields,
): FormResponse {
  const { form, locale } = answering;
  // The parser's words are English, like the schemas'; the answer is in the page's language.
  const inPageLanguage = (text: string) =>
    (locale === "es" && spanishMessages.get(text)) || text;
  const message =
    error.describe && locale !== "en"
      ? error.describe(formWordsIn(locale).uploadMessages)
      : inPageLanguage(error.message);
  return finish(answering, fields, {
    status: error.status,
    // The rest of the body stays unread; closing the connection stops the upload.
    headers: error.status === 413 ? { Connection: "close" } : undefined,
    result: {
      ok: false,
      fieldErrors: { [error.fieldName ?? "form"]: message },
      values: echoValues(fields, form.secretFields),
      toast: {
        type: "error",
        title: inPageLanguage(
          error.toast?.title ?? formMessagesIn("en").uploadFailed,
        ),
        description: error.toast
          ? inPageLanguage(error.toast.description)
          : message,
      },
    },
  });
}

/** The form a response answers, and the language it answers in. */
type Answering = Pick<Progress, "form" | "locale">;

/**
 * Stamps the form's name (and instance) and its headers on a response, its
 * field messages in the page's language: the schemas and checks give them
 * in English, the form's one definition.
 */
function finish(
  { form, locale }: Answering,
  fields: PostedFields | undefined,
  response: FormResponse,
): FormResponse {
  const headers = new Headers(form.headers);
  mergeHeaders(headers, response.headers);
  const instance = fields && form.instance?.(fields);
  const result = response.result.ok
    ? response.result
    : {
        ...response.result,
        fieldErrors: localizeErrors(
          response.result.fieldErrors,
          locale === "es" ? spanishMessages : undefined,
        ),
      };
  return {
    status: response.status,
    headers,
    result: {
      form: instance ? `${form.name}:${instance}` : form.name,
      ...result,
    },
  };
}

/** The cookies `access` renewed (a session read) ride every response of the form's own. */
function withScopeHeaders(response: FormResponse, scope: unknown) {
  const renewed =
    scope && typeof scope === "object" && "headers" in scope
      ? scope.headers
      : undefined;
  if (!(renewed instanceof Headers)) return response;
  const headers = new Headers(renewed);
  mergeHeaders(headers, response.headers);
  return { ...response, headers };
}

function mergeHeaders(target: Headers, source: HeadersInit | undefined) {
  for (const [name, value] of new Headers(source)) {
    if (name === "set-cookie") target.append(name, value);
    else target.set(name, value);
  }
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

/** A page's action: its forms through the pipeline, the response as React Router's action data. */
export function formAction(forms: readonly AnyFormDefinition[]) {
  const action = async (args: Omit<FormRequest, "endpoint">) =>
    formActionData(await handleForm(args, forms));
  return Object.assign(action, { forms });
}

/** The response as a page's action returns it (JavaScript off, or a fetcher). */
export function formActionData(response: FormResponse | Response) {
  if (response instanceof Response) return response;
  return data(response.result, {
    status: response.status,
    headers: response.headers,
  });
}

/** The response as the JSON endpoint sends it to the enhanced form. */
export function formJson(response: FormResponse | Response): Response {
  if (response instanceof Response) return response;
  return Response.json(response.result, {
    status: response.status,
    headers: response.headers,
  });
}

/**
 * What a page's loader sends of the forms it draws: each one's constraints
 * and its JSON endpoint (with the page's parameters: a role's endpoint names
 * the role). Nothing of the site's other forms.
 */
export function pageForms(
  forms: readonly AnyFormDefinition[],
  params: Params = {},
): PageForms {
  return Object.fromEntries(
    forms.map((form) => [
      form.name,
      {
        constraints: fieldConstraints(form.schema),
        ...(form.endpoint
          ? { endpoint: generatePath(form.endpoint, params) }
          : {}),
      },
    ]),
  );
}
