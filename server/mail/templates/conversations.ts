import type { Locale } from "#app/lib/locale.ts";
import { languageFact, paragraphsOf, type MailWriter } from "./compose.ts";

/**
 * To the person a record is about, when staff write to them: the message
 * itself on a contact message or quote request, only a notice and a link on
 * a record with sensitive data.
 */
export function conversationMessages({ words, message }: MailWriter) {
  return {
    /** A staff message on a contact message, in full; answered by replying. */
    conversationReply: (input: {
      firstName: string;
      body: string;
      /** A quote request's reference, named in the subject. */
      quoteReference?: string;
      /** A contact message's reference, named in the subject (none on messages sent before it had one). */
      contactReference?: string;
    }) =>
      message(
        input.quoteReference
          ? words.conversationReply.quoteSubject(input.quoteReference)
          : input.contactReference
            ? words.conversationReply.contactSubject(input.contactReference)
            : words.conversationReply.subject,
        [
          words.greeting(input.firstName),
          ...paragraphsOf(input.body),
          words.conversationReply.answer,
        ],
      ),

    /** A staff message on a record with sensitive data: only that there is one, and its link. */
    conversationNotice: (input: {
      firstName: string;
      reference: string;
      url: string;
      documents: number;
    }) => {
      const notice = words.conversationNotice;
      return message(
        notice.subject(input.reference),
        [
          words.greeting(input.firstName),
          notice.intro(input.reference),
          ...(input.documents > 0 ? [notice.documents(input.documents)] : []),
          notice.expiry,
        ],
        [[notice.labels.reference, input.reference]],
        {
          label: notice.button,
          url: input.url,
          after: input.documents > 0 ? 3 : 2,
        },
      );
    },

    /** A fresh link to a claim's conversation, asked for at Check a claim; never what it holds. */
    conversationLink: (input: {
      firstName: string;
      reference: string;
      url: string;
      /** The documents asked for and not yet sent. */
      documents: number;
    }) => {
      const link = words.conversationLink;
      return message(
        link.subject(input.reference),
        [
          words.greeting(input.firstName),
          link.intro(input.reference),
          ...(input.documents > 0 ? [link.documents(input.documents)] : []),
          link.expiry,
        ],
        [[link.labels.reference, input.reference]],
        {
          label: link.button,
          url: input.url,
          after: input.documents > 0 ? 3 : 2,
        },
      );
    },

    /** An emailed answer was kept, but (some of) its attachments were not. */
    conversationAttachmentsRefused: (input: {
      firstName: string;
      reference: string | null;
      /** The conversation page, where documents are taken; none on a record that takes none. */
      url: string | undefined;
      /** Each file refused, by the name it was sent with, and why (on a record that takes documents). */
      refused: ReadonlyArray<{ fileName: string; reason: string }>;
    }) => {
      const refused = words.conversationAttachmentsRefused;
      return message(
        refused.subject(input.reference),
        [
          words.greeting(input.firstName),
          input.url ? refused.body : refused.notTaken,
        ],
        input.url
          ? input.refused.map(({ fileName, reason }): [string, string] => [
              fileName,
              reason,
            ])
          : [],
        input.url
          ? { label: refused.button, url: input.url, after: 2 }
          : undefined,
      );
    },
  } as const;
}

/** To staff when the person answers: that they did and where, never the answer itself. */
export function conversationNotices({ words, message }: MailWriter) {
  return {
    /** To the shared mailbox: a person answered. */
    conversationStaff: (input: {
      name: string;
      reference: string | null;
      byEmail: boolean;
      files: number;
      url: string;
      language: Locale;
      /** The status a record waiting on the person went back to, as staff read it. */
      backTo?: string | undefined;
    }) =>
      message(
        words.conversationStaff.subject(input.name, input.reference),
        [
          words.conversationStaff.intro(input.byEmail, input.files),
          ...(input.backTo
            ? [words.conversationStaff.backFromWaiting(input.backTo)]
            : []),
        ],
        [languageFact(input.language)],
        { label: words.conversationStaff.button, url: input.url, after: 1 },
      ),

    /**
     * To the record's assignee: the person replied. The reference and the
     * link only (issue 36), as little as the shared mailbox's notice and
     * less: not the person's name, which the record shows to whoever opens it.
     */
    conversationAssignee: (input: {
      reference: string | null;
      byEmail: boolean;
      files: number;
      url: string;
      /** The status a record waiting on the person went back to, as staff read it. */
      backTo?: string | undefined;
    }) =>
      message(
        words.conversationAssignee.subject(input.reference),
        [
          words.conversationAssignee.assigned,
          words.conversationStaff.intro(input.byEmail, input.files),
          ...(input.backTo
            ? [words.conversationStaff.backFromWaiting(input.backTo)]
            : []),
        ],
        input.reference
          ? [[words.conversationAssignee.labels.reference, input.reference]]
          : [],
        { label: words.conversationAssignee.button, url: input.url, after: 2 },
      ),
  } as const;
}
