import { inLocale, type Locale } from "#app/lib/locale.ts";
import * as englishLines from "#app/content/product-lines.ts";
import * as spanishLines from "#app/content/es/product-lines.ts";
import * as englishPromises from "#app/content/promises.ts";
import * as spanishPromises from "#app/content/es/promises.ts";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import type { BundleEstimate } from "#app/lib/estimate/types.ts";
import { splitFullName } from "#app/lib/schemas/contact.ts";
import { usPhoneDigits } from "#app/lib/schemas/phone.ts";
import type { AgentRequestInput } from "#app/lib/schemas/quote-request.ts";
import { columnContext, encryptText } from "#server/crypto.ts";
import { submissionToken } from "#server/forms/receipts.ts";
import { receiveRecord } from "#server/forms/record-received.ts";
import {
  submitOnce,
  type SubmissionServices,
} from "#server/forms/submit-once.ts";
import { mailTemplates, mailTemplatesIn } from "#server/mail/templates.ts";
import {
  savedEstimateUrl,
  type SavedEstimate,
  type SavedLine,
} from "./saved-estimates.ts";

/**
 * What a request for an agent keeps of the estimate: every line's answers
 * and figures as the person saw them, and the bundle total when there were
 * several lines (quote_requests.estimate, as JSON).
 */
export interface RequestedEstimate {
  lines: SavedLine[];
  bundle: BundleEstimate | null;
}

/** What binds a request's sealed estimate to its row. */
export const estimateContext = (id: string) =>
  columnContext("quote_requests", "estimate", id);

/**
 * "Auto Insurance", "Auto Insurance and Home Insurance", "A, B and C"; in
 * Spanish "Seguro de auto y Seguro de hogar".
 */
export function linesInWords(
  lines: readonly SavedLine[],
  locale: Locale = "en",
): string {
  const { productLineTitle } = inLocale(
    { en: englishLines, es: spanishLines },
    locale,
  );
  const and = locale === "es" ? "y" : "and";
  const titles = lines.map((saved) => productLineTitle(saved.line));
  return titles.length <= 1
    ? (titles[0] ?? "")
    : `${titles.slice(0, -1).join(", ")} ${and} ${titles.at(-1)}`;
}

/**
 * Stores a request for an agent about a saved estimate, once: the person,
 * the channel and time they chose, whether they agreed to calls and texts
 * (and the words they agreed to), and the estimate as shown; queues the
 * confirmation to them and the note to staff in the same transaction.
 * Without consent the request is for email contact only (the schema takes
 * a call or a text only with a number and the consent): the record, the
 * inbox, both emails say so. A phone number given is kept as ten digits.
 */
export async function storeQuoteRequest(
  services: SubmissionServices,
  request: {
    saved: SavedEstimate;
    /** The saved estimate's link token, for the link in the confirmation. */
    token: string;
    estimate: RequestedEstimate;
    input: AgentRequestInput;
    clientToken?: string;
    /** The language of the page it was sent from (the requester's emails follow it). */
    locale?: Locale;
  },
) {
  const locale = request.locale ?? "en";
  const { saved, input, estimate } = request;
  const consent = input.consent;
  // Staff read English; the person, the words of the page they wrote from.
  const { channelLabel, quoteRecord, timeLabel } = english;
  const own = inLocale({ en: english, es: spanish }, locale);
  const lines = linesInWords(estimate.lines);
  const time = timeLabel(input.time);
  const ownLines = linesInWords(estimate.lines, locale);
  const ownContactBy = consent
    ? own.channelLabel(input.channel)
    : own.channelLabel("email");
  const result = await submitOnce(services, {
    form: "quote-agent",
    token: submissionToken(request.clientToken, [
      saved.reference,
      input.fullName,
      input.email,
      input.phone,
      input.channel,
      input.time,
      String(consent),
    ]),
    write: (trx, id) =>
      receiveRecord(trx, services, "quote", id, {
        insert: (arrival) =>
          trx
            .insertInto("quote_requests")
            .values({
              id,
              ...arrival,
              reference: saved.reference,
              line: estimate.lines[0]?.line ?? "",
              full_name: input.fullName,
              email: input.email,
              phone: input.phone ? (usPhoneDigits(input.phone) ?? null) : null,
              preferred_channel: input.channel,
              preferred_time: input.time,
              consent_to_call: consent,
              // The words the person agreed to, in the language they read them.
              consent_text: consent ? own.consentToCall : null,
              locale,
              // Sealed like a message body: a life or health request's answers
              // say whether the person smokes and how they rate their health.
              estimate: encryptText(
                JSON.stringify(estimate),
                services.secrets.dataEncryptionKey,
                estimateContext(id),
              ),
            })
            .execute(),
        mail: [
          {
            kind: "quote.requester",
            to: input.email,
            ...mailTemplatesIn(locale).quoteRequester({
              firstName: splitFullName(input.fullName).firstName,
              reference: saved.reference,
              lines: locale === "es" ? ownLines.toLowerCase() : ownLines,
              promised: inLocale(
                { en: englishPromises, es: spanishPromises },
                locale,
              ).promisedTimes.quote,
              contactBy: ownContactBy,
              consent,
              time: own.timeLabel(input.time),
              url: savedEstimateUrl(
                services.config.appUrl,
                request.token,
                locale,
              ),
            }),
          },
          {
            kind: "quote.staff",
            to: services.config.staffNotifyEmail,
            ...mailTemplates.quoteStaff({
              reference: saved.reference,
              lines,
              fullName: input.fullName,
              email: input.email,
              contactBy: consent
                ? channelLabel(input.channel)
                : quoteRecord.emailOnly,
              time,
              language: locale,
            }),
          },
        ],
      }),
  });
  return { reference: saved.reference, duplicate: result.duplicate };
}
