import {
  answerOf,
  clientIpOf,
  requestOf,
  type AuthEnvironment,
  type AuthHookContext,
} from "./auth-environment.ts";
import { securityEvents as events } from "./security-events.ts";
import { auditSignIn } from "./sign-in-audit.ts";
import { challengeUserId } from "./two-step-sign-in.ts";

/**
 * After hook: the security event of each endpoint's answer (a result or a
 * refusal), and for sign-ins and codes the audit row of a back-office
 * account (sign-in-audit.ts, decision 0078).
 */
export async function recordEndpointEvents(
  env: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const { ip, email } = requestOf(ctx);
  const { refusal, reason } = answerOf(ctx);
  const { log } = env;
  switch (ctx.path) {
    case "/sign-in/email":
      return signInAnswered(env, ctx);
    case "/two-factor/verify-totp":
    case "/two-factor/verify-backup-code":
      return codeAnswered(env, ctx);
    case "/sign-up/email":
      log(refusal ? events.signUpRefused : events.signUp, {
        email,
        ip,
        ...(reason ? { reason } : {}),
      });
      return;
    case "/verify-email": {
      // The session it starts names the account (the answer does not).
      const user = ctx.context.newSession?.user;
      if (!refusal && user)
        log(events.emailConfirmed, { email: user.email, ip });
      else if (refusal) log(events.emailConfirmRefused, { ip, reason });
      return;
    }
    case "/request-password-reset":
      log(events.resetRequested, { email, ip });
      return;
    case "/reset-password":
      // A completed reset is logged when its token is used
      // (logResetCompleted), where the account is known.
      if (refusal) log(events.resetFailed, { ip, reason });
      return;
    case "/change-password":
      log(refusal ? events.passwordChangeRefused : events.passwordChanged, {
        email: ctx.context.session?.user.email,
        ip,
        ...(reason ? { reason } : {}),
      });
      return;
  }
}

async function signInAnswered(
  { db, log, secrets }: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const { ip, email } = requestOf(ctx);
  if (email === undefined) return;
  const { refusal, reason } = answerOf(ctx);
  // An enrolled account signs in only once its code is right (the
  // two-factor plugin's hook, after this one, swaps the session for a
  // challenge).
  const codeRequired =
    !refusal && ctx.context.newSession?.user.twoFactorEnabled === true;
  log(
    refusal
      ? events.signInFailed
      : codeRequired
        ? events.signInCodeRequired
        : events.signInSucceeded,
    { email, ip, ...(reason ? { reason } : {}) },
  );
  // The audit log keeps a staff account's sign-in once it is complete
  // (with its code, in codeAnswered) and every refusal; not "code required".
  if (refusal && reason !== "email_not_verified")
    await auditSignIn(db, secrets.authSecret, {
      event: { kind: "failed", step: "password", reason },
      email,
      ip,
    });
  else if (!refusal && !codeRequired)
    await auditSignIn(db, secrets.authSecret, {
      event: { kind: "signed_in", method: "password" },
      userId: ctx.context.newSession?.user.id,
      email,
      ip,
    });
}

/**
 * With a session, the code confirms an enrolment; without one, it is the
 * second step of a sign-in.
 */
async function codeAnswered(
  env: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const { ip } = requestOf(ctx);
  const { refusal, reason } = answerOf(ctx);
  const enrolling = Boolean(ctx.context.session?.session);
  const user = ctx.context.newSession?.user ?? ctx.context.session?.user;
  const method = ctx.path.endsWith("backup-code") ? "backup_code" : "totp";
  env.log(
    refusal
      ? events.twoFactorFailed
      : enrolling
        ? events.twoFactorEnrolled
        : events.twoFactorSucceeded,
    { email: user?.email, ip, reason: reason ?? method },
  );
  await auditSignIn(env.db, env.secrets.authSecret, {
    event: refusal
      ? { kind: "failed", step: "code", ...(reason ? { reason } : {}) }
      : enrolling
        ? { kind: "enrolled" }
        : { kind: "signed_in", method },
    userId: user?.id ?? (await challengeUserId(env, ctx)),
    ip,
  });
}

/**
 * `databaseHooks.verification.delete.after`: a reset token is used
 * (deleted) once the new password is in, and its value names the account;
 * the hook context carries the client's address (decision 0047).
 */
export async function logResetCompleted(
  { db, log }: AuthEnvironment,
  verification: { value: string },
  ctx: { path?: string; headers?: Headers | undefined } | null,
): Promise<void> {
  if (ctx?.path !== "/reset-password") return;
  const account = await db
    .selectFrom("user")
    .select("email")
    .where("id", "=", verification.value)
    .executeTakeFirst();
  log(events.resetCompleted, {
    email: account?.email,
    ip: clientIpOf(ctx.headers),
  });
}
