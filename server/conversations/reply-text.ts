import EmailReplyParser from "email-reply-parser";

/**
 * The most of an email's text that is searched for the reply: the answer
 * is at the top, and a message keeps at most MESSAGE_MAX_LENGTH characters
 * of it; the quoted history below can be anything in size, and the parser's
 * patterns need not run over all of it.
 */
const SEARCHED_CHARACTERS = 20_000;

/**
 * How many lines a quote header ("On <date>, <name> <address> wrote:") may
 * be wrapped over: Gmail wraps a long one, and the text of an HTML-only
 * reply wraps it at 80 characters and adds the link's address in brackets.
 */
const HEADER_LINES = 5;

/** "On <date>, <name> <address> wrote:", its lines joined. */
const WROTE_HEADER = /^On\s.{1,400}\swrote:\s*$/;

/** Outlook's header of the message answered: a From: line, then Sent: or Date: within a few lines. */
const OUTLOOK_FROM = /^\s*\*?From:\*?\s*\S/i;
const OUTLOOK_SENT = /^\s*\*?(Sent|Date):\*?\s*\S/i;

/** A rule drawn above the quoted message (Outlook's underscores, dashes). */
const SEPARATOR = /^\s*(_{5,}|-{5,})\s*$/;

/**
 * Where our own tokens may appear in a quoted email: the reply address
 * and a message link. Should the history survive, they are blanked, so a
 * bearer link is never kept in a message (decision 0054).
 */
const REPLY_ADDRESS_TOKEN = /(reply\+)[a-z2-7]{52}(@)/gi;
const MESSAGE_LINK_TOKEN = /(\/messages\/)[a-z2-7]{52}/gi;

/** An inline image of the HTML, as its text shows it ("[cid:logo@example]"): not words. */
const INLINE_IMAGE = /\[cid:[^\]\s]*\]/gi;

/**
 * The line where the quoted message begins, in the two forms
 * email-reply-parser misses: a quote header wrapped over several lines, and
 * Outlook's From/Sent block when it names no address. A rule drawn just
 * above it goes too.
 */
function quoteStart(lines: readonly string[]): number {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const wrapped = lines
      .slice(index, index + HEADER_LINES)
      .map((part) => part.trim());
    const header =
      /^On\s/.test(line) &&
      wrapped.some((_, end) =>
        WROTE_HEADER.test(wrapped.slice(0, end + 1).join(" ")),
      );
    const outlook =
      OUTLOOK_FROM.test(line) &&
      lines
        .slice(index + 1, index + 1 + HEADER_LINES)
        .some((next) => OUTLOOK_SENT.test(next));
    if (header || outlook)
      return index > 0 && SEPARATOR.test(lines[index - 1]!) ? index - 1 : index;
  }
  return lines.length;
}

/**
 * What the person wrote, out of an email's plain text: the quoted history
 * ("On … wrote:" and what follows, `>` lines, Outlook's "Original Message"
 * and From/Sent blocks) and the signature ("-- ", "Best regards,", "Sent
 * from my iPhone") removed by email-reply-parser, after the forms it
 * misses are cut here; tokens of ours blanked; trimmed. Plain text in,
 * plain text out: nothing here renders or keeps markup.
 */
export function replyText(text: string): string {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .slice(0, SEARCHED_CHARACTERS)
    .split("\n");
  const head = lines.slice(0, quoteStart(lines)).join("\n");
  const visible = new EmailReplyParser().parseReply(head);
  return visible
    .replace(REPLY_ADDRESS_TOKEN, "$1…$2")
    .replace(MESSAGE_LINK_TOKEN, "$1…")
    .replace(INLINE_IMAGE, "")
    .trim();
}
