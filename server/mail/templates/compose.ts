import { company } from "#app/content/company.ts";
import { emailWords as englishWords } from "#app/content/emails.ts";
import { emailWords as spanishWords } from "#app/content/es/emails.ts";
import { personLanguage } from "#app/content/staff.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";

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
export const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "");

/** A link shown as a button (HTML) and as its address (text), after the first `after` paragraphs. */
export interface MailLink {
  label: string;
  url: string;
  after: number;
}

/** The "Language: Spanish" line of an email to staff about a person: they answer in it. */
export const languageFact = (locale: Locale): [string, string] => [
  personLanguage.label,
  personLanguage.names[locale],
];

/** An email's words in each language: a person's emails follow the language they used. */
const emailWords = { en: englishWords, es: spanishWords };
export type EmailWords = typeof englishWords;

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

/** What every family of emails is written with: one language's words, and how a message is laid out in it. */
export interface MailWriter {
  locale: Locale;
  words: EmailWords;
  message: (
    subject: string,
    paragraphs: readonly string[],
    facts?: ReadonlyArray<[string, string]>,
    link?: MailLink,
  ) => MailContent;
}

export function mailWriterIn(locale: Locale): MailWriter {
  const words = inLocale(emailWords, locale);
  return {
    locale,
    words,
    message: (subject, paragraphs, facts, link) =>
      compose(words, locale, subject, paragraphs, facts, link),
  };
}
