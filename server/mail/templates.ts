import { company } from "#app/content/company.ts";
import { claimOutcomeText as englishOutcomeText } from "#app/content/claims.ts";
import { claimOutcomeText as spanishOutcomeText } from "#app/content/es/claims.ts";
import { personLanguage } from "#app/content/staff.ts";
import { emailWords as englishWords } from "#app/content/emails.ts";
import { emailWords as spanishWords } from "#app/content/es/emails.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import { shownFileName } from "#app/lib/shown-file-name.ts";
import {
  claimantOutcomeWords,
  type ClaimOutcomeView,
} from "#app/lib/staff/claim-outcome.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[
        c
      ]!,
  );

/** A paragraph of the HTML part; a line break in it stays one. */
const paragraph = (text: string) =>
  `<p>${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;

/** Paragraphs of a text a person wrote, split at blank lines. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "");

/** A link shown as a button (HTML) and as its address (text), after the first `after` paragraphs. */
interface MailLink {
  label: string;
  url: string;
  after: number;
}

/** The "Language: Spanish" line of an email to staff about a person: they answer in it. */
const languageFact = (locale: Locale): [string, string] => [
  personLanguage.label,
  personLanguage.names[locale],
];

/** An email's words in each language: a person's emails follow the language they used. */
const emailWords = { en: englishWords, es: spanishWords };
type EmailWords = typeof englishWords;

/**
 * One message in both parts: paragraphs of text, and "Label: value" lines.
 * Values are escaped in the HTML part. Callers pass only what may travel by
 * email: never an SSN, bank, credit score or document.
 */
function compose(
  words: EmailWords,
  locale: Locale,
  subject: string,
  paragraphs: readonly string[],
  facts: ReadonlyArray<[string, string]> = [],
  link?: MailLink,
): MailContent {
  const factLines = facts.map(([label, value]) => `${label}: ${value}`);
  const signature = `${company.name}\n${company.phone} · ${company.email}`;
  const [lead = [], after = []] = link
    ? [paragraphs.slice(0, link.after), paragraphs.slice(link.after)]
    : [paragraphs];
  const text = [
    ...lead,
    ...(link ? [`${link.label}:\n${link.url}`] : []),
    ...after,
    ...(factLines.length ? [factLines.join("\n")] : []),
    signature,
  ].join("\n\n");
  const html = [
    `<div lang="${locale}" style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">`,
    ...lead.map(paragraph),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#174f79;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(words.buttonFallback)}<br>${escapeHtml(link.url)}</p>`
      : "",
    ...after.map(paragraph),
    facts.length
      ? `<table cellpadding="4">${facts.map(([l, v]) => `<tr><th align="left">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join("")}</table>`
      : "",
    `<p style="color:#475569">${escapeHtml(company.name)}<br>${escapeHtml(company.phone)} · ${escapeHtml(company.email)}</p>`,
    `</div>`,
  ].join("");
  return { subject, text, html };
}

/**
 * Every email the site sends, from its words in app/content/emails.ts (or
 * its Spanish twin): which facts each one carries, in what order, and where
 * its button goes. Emails to staff read the same in both.
 */
export function mailTemplatesIn(locale: Locale) {
  const words = inLocale(emailWords, locale);
  const message = (
    subject: string,
    paragraphs: readonly string[],
    facts?: ReadonlyArray<[string, string]>,
    link?: MailLink,
  ) => compose(words, locale, subject, paragraphs, facts, link);
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
     * A claim's new stage; once resolved, its outcome in words (the amount
     * paid, or a denial with how to appeal). A denial's reason is not sent:
     * it may hold health details, and the check shows it (decision 0076).
     */
    claimStatus: (input: {
      claimantName: string;
      reference: string;
      status: string;
      outcome?: ClaimOutcomeView;
      checkUrl: string;
    }) => {
      const outcome = input.outcome
        ? claimantOutcomeWords(input.outcome, locale)
        : undefined;
      const status = outcome?.status ?? input.status;
      const paragraphs = [
        words.greeting(input.claimantName),
        words.claimStatus.changed(status),
        ...(outcome ? [outcome.summary] : []),
        ...(outcome?.appeal
          ? [
              inLocale(
                { en: englishOutcomeText, es: spanishOutcomeText },
                locale,
              ).reasonOnline,
            ]
          : []),
        words.claimStatus.checkOnline,
        ...(outcome?.appeal
          ? [words.claimStatus.appealHeading, outcome.appeal]
          : []),
      ];
      return message(
        words.claimStatus.subject(input.reference),
        paragraphs,
        [
          [words.claimStatus.labels.reference, input.reference],
          [words.claimStatus.labels.status, status],
        ],
        {
          label: words.claimStatus.button,
          url: input.checkUrl,
          after: paragraphs.length - (outcome?.appeal ? 2 : 0),
        },
      );
    },

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

    /** To staff: a person answered; never the answer itself. */
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

    confirmEmail: (input: { name: string; url: string }) =>
      message(
        words.confirmEmail.subject,
        [
          words.greeting(input.name),
          words.confirmEmail.thanks,
          words.confirmEmail.expiry,
        ],
        [],
        { label: words.confirmEmail.button, url: input.url, after: 2 },
      ),

    passwordReset: (input: { name: string; url: string }) =>
      message(
        words.passwordReset.subject,
        [
          words.greeting(input.name),
          words.passwordReset.request,
          words.passwordReset.expiry,
        ],
        [],
        { label: words.passwordReset.button, url: input.url, after: 2 },
      ),

    staffInvite: (input: { name: string; role: string; url: string }) =>
      message(
        words.staffInvite.subject,
        [
          words.greeting(input.name),
          words.staffInvite.invited(input.role),
          words.staffInvite.expiry,
          words.staffInvite.notExpected,
        ],
        [],
        { label: words.staffInvite.button, url: input.url, after: 2 },
      ),

    existingAccount: (input: {
      name: string;
      signInUrl: string;
      resetUrl: string;
    }) =>
      message(words.existingAccount.subject, [
        words.greeting(input.name),
        words.existingAccount.attempt,
        words.existingAccount.ifYou(input.signInUrl, input.resetUrl),
        words.existingAccount.ifNotYou,
      ]),
  } as const;
}

/** The emails to staff, and to a person who used the English pages. */
export const mailTemplates = mailTemplatesIn("en");
