import { replyForm as englishTexts } from "#app/content/conversations.ts";
import { replyForm as spanishTexts } from "#app/content/es/conversations.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import type { FieldErrors } from "#app/lib/forms/form-result.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { takesDocuments } from "#app/lib/schemas/conversation-limits.ts";
import {
  answerErrors,
  OTHER_DOCUMENTS_FIELD,
  PersonMessageSchema,
  personMessageFiles,
  requestSlots,
  slotRequestField,
  type PersonMessageInput,
} from "#app/lib/schemas/person-message.ts";
import {
  defineForm,
  refusal,
  type FormPost,
  type FormResponse,
} from "#server/forms/form-definition.ts";
import type { RateLimitRule } from "#server/rate-limit.ts";
import { receivePersonMessage, type SentDocument } from "./conversation.ts";
import {
  CONVERSATION_HEADERS,
  customerAccess,
  linkAccess,
  type PersonScope,
} from "./person-access.ts";

/** Counted per client before the body is read, across both of the form's pages. */
const rateLimit: RateLimitRule = {
  name: "form:conversation",
  limit: 10,
  windowMs: 10 * 60_000,
};

/** The form's words in the page's language (the dashboard's are English). */
const textsIn = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

const refused = (
  status: number,
  fieldErrors: FieldErrors,
  toast: ToastMessage,
): FormResponse => refusal(status, { ok: false, fieldErrors, toast });

/**
 * The person's answer, whichever way they came: a message, the documents
 * asked for (each slot's file answers the request its hidden field names)
 * and any others. Stored by receivePersonMessage, which files the documents
 * through the same encrypted store as the forms' and tells staff.
 */
async function answer({
  services,
  input,
  files,
  fields,
  scope,
  locale,
}: FormPost<PersonMessageInput, PersonScope>): Promise<
  FormResponse | { ok: true; toast: ToastMessage }
> {
  const texts = textsIn(locale);
  const { subject } = scope;
  const errors = answerErrors(input, files.length);
  if (errors) return refused(400, errors, texts.notSent);
  if (files.length > 0 && !takesDocuments(subject.kind))
    return refused(
      400,
      { [OTHER_DOCUMENTS_FIELD]: texts.documentsNotTaken },
      texts.notSent,
    );
  const documents: SentDocument[] = files.map((file) => ({
    file,
    requestId: requestSlots.includes(file.fieldName)
      ? fields.get(slotRequestField(file.fieldName))?.[0]
      : undefined,
  }));
  const sent = await receivePersonMessage(services, {
    subject,
    body: input.message,
    channel: "web",
    documents,
  });
  if (sent.ok) return { ok: true, toast: texts.success };
  // The record was deleted (retention) while the page was open.
  if (sent.reason === "not_found") return refused(404, {}, texts.failure);
  // The schema and the checks above leave nothing else.
  throw new Error(`The answer was refused: ${sent.reason}`);
}

const personMessage = {
  schema: PersonMessageSchema,
  files: personMessageFiles,
  rateLimit,
  headers: CONVERSATION_HEADERS,
  failureToast: (_error: unknown, locale: Locale) => textsIn(locale).failure,
  submit: answer,
};

/**
 * The answer on the page a message link opens (`/messages/<token>`, or
 * `/es/messages/<token>` in Spanish, where it answers in Spanish): the
 * token opens its own conversation only (`linkAccess`).
 */
export const conversationLinkForm = defineForm({
  name: "conversation",
  page: "/messages/:token",
  endpoint: "/api/forms/conversation/:token",
  access: linkAccess,
  ...personMessage,
});

/**
 * The same answer from the customer dashboard: the signed-in account's
 * confirmed address must be the record's (`customerAccess`); no token.
 */
export const dashboardConversationForm = defineForm({
  name: "dashboard-conversation",
  page: "/dashboard/messages/:kind/:id",
  endpoint: "/api/forms/dashboard-conversation/:kind/:id",
  access: customerAccess,
  ...personMessage,
});
