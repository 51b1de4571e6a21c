import { businessQuestions as businessEn } from "#app/content/business-quote.ts";
import { businessQuestions as businessEs } from "#app/content/es/business-quote.ts";
import { estimateFormWords as estimateEs } from "#app/content/es/estimate-form.ts";
import * as formsEs from "#app/content/es/forms.ts";
import * as validationEs from "#app/content/es/validation.ts";
import { estimateFormWords as estimateEn } from "#app/content/estimate-form.ts";
import * as formsEn from "#app/content/forms.ts";
import * as quoteRequestsEs from "#app/content/es/quote-requests.ts";
import * as quoteRequestsEn from "#app/content/quote-requests.ts";
import * as validationEn from "#app/content/validation.ts";
import { fileRules, type FileRule } from "#app/lib/schemas/file-rules.ts";
import { personMessageFiles } from "#app/lib/schemas/person-message.ts";

import type { FieldErrors } from "./form-result.ts";
import { localizeErrors, messageTable } from "./localize-messages.ts";

/** Every file rule a form checks against: the named rules and the conversation's one-file slots. */
const rules: readonly FileRule[] = [
  ...Object.values(fileRules),
  ...Object.values(personMessageFiles),
];

/** The estimate's checks (rating.ts, decision 0086): each question's message and the checks across questions. */
const estimateMessages = (words: typeof estimateEn) =>
  Object.values(words.lines).map((line) => [line.messages, line.crossMessages]);

/** A rule's three messages, in the words of one language. */
const fileMessages = (
  words: typeof validationEn.validationMessages.files,
  rule: FileRule,
) => ({
  invalidType: words.invalidType(rule),
  tooLarge: words.tooLarge(rule),
  tooMany: words.tooMany(rule),
});

/**
 * The English messages of the public forms' schemas and checks, each with
 * its Spanish twin: what a form on an /es/ page shows in their place. The
 * server imports it; the browser fetches it with the form's schema, and only
 * on a Spanish page.
 */
export const spanishMessages = messageTable([
  [validationEn.validationMessages, validationEs.validationMessages],
  // Why a body or a file could not be read (the server's parser).
  [formsEn.uploadMessages, formsEs.uploadMessages],
  [formsEn.formMessages.uploadFailed, formsEs.formMessages.uploadFailed],
  ...rules.map(
    (rule) =>
      [
        fileMessages(validationEn.validationMessages.files, rule),
        fileMessages(validationEs.validationMessages.files, rule),
      ] as const,
  ),
  // The online estimate's answers, checked by the engine in English.
  [estimateMessages(estimateEn), estimateMessages(estimateEs)],
  [
    businessEn.map((question) => question.message),
    businessEs.map((question) => question.message),
  ],
  // Saving an estimate and asking for an agent (app/lib/schemas/quote-request.ts).
  [
    quoteRequestsEn.saveEstimate.messages,
    quoteRequestsEs.saveEstimate.messages,
  ],
  [
    quoteRequestsEn.agentRequestPage.messages,
    quoteRequestsEs.agentRequestPage.messages,
  ],
]);

/**
 * Each field's message in Spanish (one it does not know as it is): what a
 * form in the browser fetches on a Spanish page, so that the table and the
 * code reading it stay out of the page's first load.
 */
export const inSpanish = (errors: FieldErrors): FieldErrors =>
  localizeErrors(errors, spanishMessages);
