import type { MailWriter } from "./compose.ts";

/** About a portal or staff account: confirming an address, a reset, an invitation, a second sign-up. */
export function accountEmails({ words, message }: MailWriter) {
  return {
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
