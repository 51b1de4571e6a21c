import { shownFileName } from "#app/lib/shown-file-name.ts";
import type { MailWriter } from "./compose.ts";

/**
 * To the person who sent a form, in the language they used: the reference,
 * what happens next, and (for a claim, an estimate, a quote request) the
 * page where they follow it.
 */
export function formAcknowledgements({ words, message }: MailWriter) {
  return {
    /**
     * To the sender of a contact message: their reference, when to expect
     * an answer, and what they wrote (theirs, to themselves: nothing else).
     */
    contactSender: (input: {
      fullName: string;
      message: string;
      reference: string;
    }) =>
      message(
        words.contactSender.subject(input.reference),
        [
          words.greeting(input.fullName),
          words.contactSender.thanks,
          words.contactSender.reply,
          words.contactSender.youWrote,
          input.message,
        ],
        [[words.contactSender.labels.reference, input.reference]],
      ),

    applicationApplicant: (input: {
      fullName: string;
      roleTitle: string;
      reference: string;
    }) =>
      message(
        words.applicationApplicant.subject(input.roleTitle),
        [
          words.greeting(input.fullName),
          words.applicationApplicant.thanks(input.roleTitle),
        ],
        [[words.applicationApplicant.labels.reference, input.reference]],
      ),

    verificationApplicant: (input: { firstName: string; reference: string }) =>
      message(
        words.verificationApplicant.subject(input.reference),
        [
          words.greeting(input.firstName),
          words.verificationApplicant.thanks,
          words.verificationApplicant.notYou,
        ],
        [[words.verificationApplicant.labels.reference, input.reference]],
      ),

    /**
     * The claim's acknowledgement: its reference, and the names of the files
     * that came with it (as shownFileName bounds them: plain text, escaped in
     * the HTML part like every value; never a file's content), so the
     * claimant knows what we have.
     */
    claimClaimant: (input: {
      claimantName: string;
      claimType: string;
      reference: string;
      /** "Check a claim" on /file-a-claim, where the claimant follows the claim. */
      checkUrl: string;
      /** The names of the files received, in the order sent; none, no list. */
      files: readonly string[];
    }) => {
      const files = input.files.map((name) => `- ${shownFileName(name)}`);
      const received = files.length
        ? [words.claimClaimant.filesReceived(files.length), files.join("\n")]
        : [];
      return message(
        words.claimClaimant.subject(input.claimType, input.reference),
        [
          words.greeting(input.claimantName),
          words.claimClaimant.submitted(input.claimType),
          ...received,
          words.claimClaimant.checkOnline,
          words.claimClaimant.quoteReference,
        ],
        [[words.claimClaimant.labels.reference, input.reference]],
        {
          label: words.claimClaimant.button,
          url: input.checkUrl,
          after: 3 + received.length,
        },
      );
    },

    /**
     * The complaint's acknowledgement (issue 33): its CP- reference, the
     * promise, the names of the files that came with it, and the regulator
     * the person may go to. Never what they wrote.
     */
    complaintPerson: (input: {
      fullName: string;
      reference: string;
      /** The names of the files received, in the order sent; none, no list. */
      files: readonly string[];
    }) => {
      const texts = words.complaintPerson;
      const files = input.files.map((name) => `- ${shownFileName(name)}`);
      const received = files.length
        ? [texts.filesReceived(files.length), files.join("\n")]
        : [];
      return message(
        texts.subject(input.reference),
        [
          words.greeting(input.fullName),
          texts.thanks,
          texts.promise,
          ...received,
          texts.quoteReference,
          texts.regulator,
        ],
        [[texts.labels.reference, input.reference]],
      );
    },

    savedEstimate: (input: {
      reference: string;
      url: string;
      days: number;
    }) => {
      const texts = words.savedEstimate;
      return message(
        texts.subject(input.reference),
        [texts.intro(input.reference), texts.expires(input.days), texts.notYou],
        [[texts.labels.reference, input.reference]],
        { label: texts.button, url: input.url, after: 1 },
      );
    },

    quoteRequester: (input: {
      firstName: string;
      reference: string;
      /** The lines asked about, in words: "Auto Insurance and Home Insurance". */
      lines: string;
      promised: string;
      /** The channel in words; "Email" when calls and texts were not agreed to. */
      contactBy: string;
      consent: boolean;
      time: string;
      url: string;
    }) => {
      const texts = words.quoteRequester;
      return message(
        texts.subject(input.reference),
        [
          words.greeting(input.firstName),
          texts.thanks(input.lines, input.promised),
          input.consent ? texts.consented(input.contactBy) : texts.emailOnly,
          texts.neverShared,
        ],
        [
          [texts.labels.reference, input.reference],
          [texts.labels.contactBy, input.contactBy],
          [texts.labels.time, input.time],
        ],
        { label: texts.button, url: input.url, after: 4 },
      );
    },
  } as const;
}
