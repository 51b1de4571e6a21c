import { validationMessages } from "#app/content/validation.ts";
import { z } from "#app/lib/zod.ts";

import { MESSAGE_MAX_LENGTH } from "./conversation-limits.ts";
import { fileRules, type FileRule } from "./file-rules.ts";

/**
 * The person's answer on a conversation's page: a message, and on claims
 * and verifications the documents asked for, one file input per open
 * request, plus "Other documents".
 *
 * A form's file fields are fixed (they set the body limit of its address,
 * server/http/body-limits.ts), while the open requests change, so the page
 * draws up to `REQUEST_SLOTS` numbered inputs (`document1`…), each with a
 * hidden `document1Request` naming the request it answers. The server
 * checks that the request is this conversation's and still open
 * (server/conversations/conversation.ts): a slot named otherwise is sent
 * as one more document, answering nothing.
 */
export const REQUEST_SLOTS = fileRules.conversationDocuments.maxFiles;

/** `document1` … `document5`: the slots' file fields. */
export const requestSlots = Array.from(
  { length: REQUEST_SLOTS },
  (_, index) => `document${index + 1}`,
);

/** The hidden field that names the request a slot answers. */
export const slotRequestField = (slot: string) => `${slot}Request`;

/** The field for documents nobody asked for (or asked for beyond the slots). */
export const OTHER_DOCUMENTS_FIELD = "otherDocuments";

/** One requested document per slot; the message as a whole holds at most the rule's files. */
const slotRule: FileRule = { ...fileRules.conversationDocuments, maxFiles: 1 };

/** The form's file fields and their limits (the same on both of its pages). */
export const personMessageFiles: Record<string, FileRule> = {
  ...Object.fromEntries(requestSlots.map((slot) => [slot, slotRule])),
  [OTHER_DOCUMENTS_FIELD]: fileRules.conversationDocuments,
};

/** The most files one answer may carry, across all its inputs. */
export const MESSAGE_FILES_MAX = fileRules.conversationDocuments.maxFiles;

export const messageRequiredMessage =
  validationMessages.conversation.messageRequired;

export const tooManyDocumentsMessage =
  validationMessages.conversation.tooManyDocuments;

/**
 * The text of the answer. The message may be left empty when documents are
 * sent; the files are not the schema's to see (they are read as they
 * stream), so "a message or a document" is checked where both are known:
 * `answerErrors` below, by the browser and by the server's step.
 */
export const PersonMessageSchema = z.object({
  message: z._default(
    z.string().check(
      // A form sends a textarea's line breaks as CRLF: counted and kept as
      // one character, as the browser's own maxlength counts them.
      z.overwrite((text) => text.replace(/\r\n?/g, "\n")),
      z.trim(),
      z.maxLength(
        MESSAGE_MAX_LENGTH,
        validationMessages.conversation.messageLength,
      ),
    ),
    "",
  ),
});

export type PersonMessageInput = z.infer<typeof PersonMessageSchema>;

/**
 * What is wrong with an answer as a whole, if anything: neither a message
 * nor a document, or more documents than one message carries.
 */
export function answerErrors(
  input: PersonMessageInput,
  fileCount: number,
): Record<string, string> | undefined {
  if (input.message === "" && fileCount === 0)
    return { message: messageRequiredMessage };
  if (fileCount > MESSAGE_FILES_MAX)
    return { [OTHER_DOCUMENTS_FIELD]: tooManyDocumentsMessage };
  return undefined;
}
