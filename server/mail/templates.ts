import type { Locale } from "#app/lib/locale.ts";
import { accountEmails } from "./templates/account-emails.ts";
import { claimStatusEmails } from "./templates/claim-status.ts";
import { mailWriterIn } from "./templates/compose.ts";
import {
  conversationMessages,
  conversationNotices,
} from "./templates/conversations.ts";
import { formAcknowledgements } from "./templates/form-acknowledgements.ts";
import { staffNotifications } from "./templates/staff-notifications.ts";

export type { MailContent } from "./templates/compose.ts";

/**
 * Every email the site sends, from its words in app/content/emails.ts (or
 * its Spanish twin): which facts each one carries, in what order, and where
 * its button goes, one family per module in ./templates/. Emails to staff
 * read the same in both.
 */
export function mailTemplatesIn(locale: Locale) {
  const writer = mailWriterIn(locale);
  return {
    ...staffNotifications(writer),
    ...formAcknowledgements(writer),
    ...claimStatusEmails(writer),
    ...conversationMessages(writer),
    ...conversationNotices(writer),
    ...accountEmails(writer),
  } as const;
}

/** The emails to staff, and to a person who used the English pages. */
export const mailTemplates = mailTemplatesIn("en");
