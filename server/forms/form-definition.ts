import type { Params, RouterContextProvider } from "react-router";

import type {
  FieldErrors,
  FormFailure,
  FormResult,
} from "#app/lib/forms/form-result.ts";
import type { Locale } from "#app/lib/locale.ts";
import type { FormShape } from "#app/lib/forms/form-values.ts";
import type { FileRule } from "#app/lib/schemas/file-rules.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import type { z } from "#app/lib/zod.ts";
import type { RateLimitRule } from "#server/rate-limit.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import type { SubmissionServices } from "./submit-once.ts";

/** A form's response with its HTTP status, before it becomes a page's action data or JSON. */
export interface FormResponse {
  status: number;
  result: FormResult;
  /** Several Set-Cookie headers need a Headers object; other headers may be a record. */
  headers?: HeadersInit;
}

/** A refusal with its status, nothing typed to send back. */
export const refusal = (
  status: number,
  result: Omit<FormFailure, "values">,
): FormResponse => ({ status, result: { ...result, values: {} } });

/** The text fields of a post as the server read them: every value of every name. */
export type PostedFields = ReadonlyMap<string, readonly string[]>;

/** A post as it reaches a form: through its page (JavaScript off, or a fetcher) or its JSON endpoint. */
export interface FormRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Params;
  /** True on the JSON endpoint, where a refusal is JSON rather than a redirect or an error page. */
  endpoint?: boolean;
}

/** What a valid form's `submit` gets. */
export interface FormPost<Input, Scope> {
  services: SubmissionServices;
  input: Input;
  files: readonly UploadedFile[];
  /** The one-time token of an enhanced form; none without JavaScript. */
  token: string | undefined;
  fields: PostedFields;
  /** What the form's `access` found (the signed-in person, the role asked for). */
  scope: Scope;
  /**
   * The language of the page the form was sent from, read from the path it
   * was posted to (/es/contact, /es/api/forms/contact): what the answer and
   * the person's emails are written in, stored with a submission.
   */
  locale: Locale;
}

/**
 * One form, whole: everything else (the page action, the JSON endpoint, the
 * body limits, the constraints sent to the browser) is derived from it by
 * the registry (registry.ts) and the pipeline (handle-form.ts).
 *
 * `R` is a response of its own the form may answer with (a redirect that
 * signs someone in); public forms have none.
 */
export interface FormDefinition<
  Input = unknown,
  Scope = unknown,
  R extends Response = Response,
> {
  /**
   * The form's name: unique, stamped on every response (`form`) so a page
   * with several forms shows each its own, the posted intent that picks it
   * on such a page, and the key of its constraints in the page's loader data.
   */
  name: string;
  /** The page whose action answers it (a React Router path; a query names one of a page's forms before its body is read). */
  page: string;
  /** The enhanced form's JSON endpoint, under /api/forms/ (a React Router path). */
  endpoint?: string;
  schema: z.ZodMiniType<Input>;
  shape?: FormShape;
  /** Its file fields and their limits; also the body limit of its page and endpoint. */
  files?: Record<string, FileRule>;
  /** Counted per client before the body is read; forms with limits of their own (sign-in) leave it out. */
  rateLimit?: RateLimitRule;
  /**
   * Who may post, checked before the body is read: what it returns is the
   * submit's `scope`; a refusal is a thrown Response (a redirect to sign
   * in, a 404). The forms of one page share it.
   */
  access?: (request: FormRequest) => Promise<Scope>;
  /** Added to the stamped name, where a page repeats a form (one per staff account: "disable:<user id>"). */
  instance?: (fields: PostedFields) => string;
  /** Fields never sent back to the browser, even to refill a form (passwords, tokens, SSNs). */
  secretFields?: readonly string[];
  /** Headers on every response that is not the form's own (e.g. no-store for the portal). */
  headers?: Record<string, string>;
  /**
   * Messages for files a valid form still lacks (e.g. 'Please upload your
   * resume'), in English like the schema's: the pipeline shows them in the
   * page's language.
   */
  missingFiles?: (files: readonly UploadedFile[]) => FieldErrors;
  /**
   * The toast for a form that fails its checks (the spec's 'Required
   * Fields' and friends), from the errors in English, in `locale`.
   */
  invalidToast?: (
    errors: FieldErrors,
    locale: Locale,
  ) => ToastMessage | undefined;
  /** The toast when storing fails for a reason of ours. */
  failureToast: (error: unknown, locale: Locale) => ToastMessage;
  /** What a robot that filled the honeypot is told (a success that stored nothing). */
  decoyResult?: (locale: Locale) => FormResult;
  /**
   * Stores or acts on a valid form. Answers with a result (status 200), a
   * result with its own status (a refusal), or a response of its own (a
   * redirect that signs someone in).
   */
  submit(post: FormPost<Input, Scope>): Promise<FormResult | FormResponse | R>;
}

/**
 * Declares a form, its types checked against its own schema and scope; a
 * response of its own (`R`) is whatever Response its submit may return.
 */
export function defineForm<
  const Name extends string,
  Input,
  Scope = undefined,
  Reply extends FormResult | FormResponse | Response = FormResult,
>(
  definition: Omit<FormDefinition<Input, Scope>, "submit"> & {
    name: Name;
    submit(post: FormPost<Input, Scope>): Promise<Reply>;
  },
): FormDefinition<Input, Scope, Extract<Reply, Response>> & { name: Name } {
  // `submit` returns Reply, which is FormResult | FormResponse | its Responses.
  return definition as FormDefinition<
    Input,
    Scope,
    Extract<Reply, Response>
  > & {
    name: Name;
  };
}

/** Any form, whatever its input and scope, as a page or the registry lists it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFormDefinition = FormDefinition<any, any, Response>;
