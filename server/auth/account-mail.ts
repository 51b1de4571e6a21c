import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplates } from "#server/mail/templates.ts";
import type { AuthDependencies } from "./auth-environment.ts";
import { portalLinks } from "./links.ts";

/** The account an email is about, as Better Auth hands it to the senders below. */
interface Recipient {
  name: string;
  email: string;
}

/**
 * The emails Better Auth asks for (a password reset, a confirmation link, a
 * sign-up for an address that has an account), queued in the outbox
 * (sealed with the data key) and the outbox worker woken.
 */
export function accountMail({
  config,
  secrets,
  database,
  outbox,
}: AuthDependencies) {
  const links = portalLinks(config.appUrl);

  async function queueMail(
    kind: string,
    to: string,
    content: { subject: string; text: string; html: string },
  ) {
    await enqueueMail(database.db, secrets.dataEncryptionKey, {
      kind,
      to,
      ...content,
    });
    outbox.kick();
  }

  return {
    async sendResetPassword({
      user,
      token,
    }: {
      user: Recipient;
      token: string;
    }) {
      await queueMail(
        "auth.reset-password",
        user.email,
        mailTemplates.passwordReset({
          name: user.name,
          url: links.resetPassword(token),
        }),
      );
    },
    // Sign-up answers the same whether or not the address has an account;
    // the owner of an existing one hears about the attempt instead.
    async onExistingUserSignUp({ user }: { user: Recipient }) {
      await queueMail(
        "auth.existing-account",
        user.email,
        mailTemplates.existingAccount({
          name: user.name,
          signInUrl: links.signIn,
          resetUrl: links.forgotPassword,
        }),
      );
    },
    // Better Auth's own link puts the token in a query string; ours carries
    // it in the fragment, which browsers never send to a server.
    async sendVerificationEmail({
      user,
      token,
    }: {
      user: Recipient;
      token: string;
    }) {
      await queueMail(
        "auth.confirm-email",
        user.email,
        mailTemplates.confirmEmail({
          name: user.name,
          url: links.confirmEmail(token),
        }),
      );
    },
  };
}
