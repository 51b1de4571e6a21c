import type { Locale } from "#app/lib/locale.ts";
import { languageFact, type MailWriter } from "./compose.ts";

/**
 * To the shared mailbox, one per form that stores a record: what came in,
 * as "Label: value" lines, and the language to answer in. Never an SSN,
 * bank, credit score or document.
 */
export function staffNotifications({ words, message }: MailWriter) {
  return {
    contactStaff: (input: {
      fullName: string;
      email: string;
      message: string;
      reference: string;
      /** The language the person wrote from. */
      language: Locale;
    }) =>
      message(
        words.contactStaff.subject(input.fullName, input.reference),
        [words.contactStaff.intro, input.message],
        [
          [words.contactStaff.labels.reference, input.reference],
          [words.contactStaff.labels.name, input.fullName],
          [words.contactStaff.labels.email, input.email],
          languageFact(input.language),
        ],
      ),

    applicationStaff: (input: {
      fullName: string;
      email: string;
      phone: string;
      roleTitle: string;
      experience: string;
      reference: string;
      language: Locale;
    }) => {
      const { labels } = words.applicationStaff;
      return message(
        words.applicationStaff.subject(input.reference, input.roleTitle),
        [words.applicationStaff.intro],
        [
          [labels.reference, input.reference],
          [labels.role, input.roleTitle],
          [labels.name, input.fullName],
          [labels.email, input.email],
          [labels.phone, input.phone],
          [labels.experience, input.experience],
          languageFact(input.language),
        ],
      );
    },

    verificationStaff: (input: {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      selectedPositions: readonly string[];
      otherPosition: string | undefined;
      reference: string;
      language: Locale;
    }) => {
      const { labels } = words.verificationStaff;
      return message(
        words.verificationStaff.subject(input.reference),
        [words.verificationStaff.intro],
        [
          [labels.reference, input.reference],
          [labels.name, `${input.firstName} ${input.lastName}`],
          [labels.email, input.email],
          [labels.phone, input.phone],
          [
            labels.positions,
            [
              ...input.selectedPositions,
              ...(input.otherPosition ? [input.otherPosition] : []),
            ].join(", "),
          ],
          languageFact(input.language),
        ],
      );
    },

    claimStaff: (input: {
      reference: string;
      claimType: string;
      policyNumber: string;
      incidentDate: string;
      claimantName: string;
      claimantEmail: string;
      fileCount: number;
      language: Locale;
    }) => {
      const { labels } = words.claimStaff;
      return message(
        words.claimStaff.subject(input.claimType, input.reference),
        [words.claimStaff.intro],
        [
          [labels.reference, input.reference],
          [labels.claimType, input.claimType],
          [labels.policyNumber, input.policyNumber],
          [labels.incidentDate, input.incidentDate],
          [labels.claimant, `${input.claimantName} <${input.claimantEmail}>`],
          [labels.documents, String(input.fileCount)],
          languageFact(input.language),
        ],
      );
    },

    /** A new complaint: who, about what, and how many documents; what happened stays on its page. */
    complaintStaff: (input: {
      reference: string;
      /** The topic in words ("A claim"). */
      about: string;
      ourReference: string | undefined;
      fullName: string;
      email: string;
      phone: string | undefined;
      fileCount: number;
      language: Locale;
    }) => {
      const texts = words.complaintStaff;
      const { labels } = texts;
      return message(
        texts.subject(input.reference, input.about),
        [texts.intro],
        [
          [labels.reference, input.reference],
          [labels.about, input.about],
          ...(input.ourReference
            ? [[labels.ourReference, input.ourReference] as [string, string]]
            : []),
          [labels.name, input.fullName],
          [labels.email, input.email],
          ...(input.phone
            ? [[labels.phone, input.phone] as [string, string]]
            : []),
          [labels.documents, String(input.fileCount)],
          languageFact(input.language),
        ],
      );
    },

    quoteStaff: (input: {
      reference: string;
      lines: string;
      fullName: string;
      email: string;
      /** The channel in words, or that the person may be emailed only. */
      contactBy: string;
      time: string;
      language: Locale;
    }) => {
      const texts = words.quoteStaff;
      return message(
        texts.subject(input.reference, input.lines),
        [texts.intro],
        [
          [texts.labels.reference, input.reference],
          [texts.labels.name, input.fullName],
          [texts.labels.email, input.email],
          [texts.labels.contactBy, input.contactBy],
          [texts.labels.time, input.time],
          languageFact(input.language),
        ],
      );
    },
  } as const;
}
