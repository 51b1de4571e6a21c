import { takesDocuments } from "#app/lib/schemas/conversation-limits.ts";
import { formatMegabytes } from "#app/lib/schemas/file-rules.ts";
import {
  requestSlots,
  slotRequestField,
} from "#app/lib/schemas/person-message.ts";
import type { Locale } from "#app/lib/locale.ts";
import { formatCompanyDateTime } from "#app/lib/staff/dates.ts";
import type { PersonConversationView } from "#app/lib/conversation-view.ts";
import { conversationOf, type ConversationServices } from "./conversation.ts";
import { personOf } from "./people.ts";
import type { ConversationSubject } from "./tokens.ts";

/**
 * A record's conversation as its person reads it, or undefined when the
 * record is gone. Only what the person may see leaves here: who on our side
 * wrote a message, file ids and storage keys stay on the server.
 */
export async function personConversation(
  services: Pick<ConversationServices, "database" | "secrets">,
  subject: ConversationSubject,
  /** The page's language; the record's own by default. */
  pageLocale?: Locale,
): Promise<PersonConversationView | undefined> {
  const person = await personOf(services.database.db, subject);
  if (!person) return undefined;
  const { messages, requests } = await conversationOf(services, subject);
  const documents = takesDocuments(subject.kind);
  const locale = pageLocale ?? person.locale;
  const open = documents
    ? requests.filter((request) => request.fulfilledAt === null)
    : [];
  const received = documents
    ? requests
        .filter((request) => request.fulfilledAt !== null)
        .sort((a, b) => b.fulfilledAt!.localeCompare(a.fulfilledAt!))
    : [];
  return {
    kind: subject.kind,
    reference: person.reference,
    locale: person.locale,
    takesDocuments: documents,
    messages: messages.map((message) => ({
      id: message.id,
      fromUs: message.author === "staff",
      byEmail: message.author === "person" && message.channel === "email",
      at: message.at,
      atText: formatCompanyDateTime(message.at, locale),
      body: message.body,
      files: message.files.map((file) => ({
        name: file.fileName,
        size: formatMegabytes(file.sizeBytes),
      })),
      asked: message.requests,
    })),
    receivedRequests: received.map((request) => ({
      id: request.id,
      label: request.label,
      receivedAt: request.fulfilledAt!,
      receivedText: formatCompanyDateTime(request.fulfilledAt!, locale),
    })),
    openRequests: open.map((request, index) => {
      const field = requestSlots[index];
      return {
        id: request.id,
        label: request.label,
        askedAt: request.askedAt,
        askedText: formatCompanyDateTime(request.askedAt, locale),
        ...(field
          ? { slot: { field, requestField: slotRequestField(field) } }
          : {}),
      };
    }),
  };
}
