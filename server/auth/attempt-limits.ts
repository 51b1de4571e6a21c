import {
  accountSubject,
  clientSubject,
  countAttempt,
  pairSubject,
} from "#server/rate-limit.ts";
import {
  answerOf,
  requestOf,
  type AuthEnvironment,
  type AuthHookContext,
} from "./auth-environment.ts";
import { attemptLimitFor, tooManyAttempts } from "./limits.ts";
import { securityEvents as events } from "./security-events.ts";
import {
  checkSignIn,
  clearSignInFailures,
  recordSignInFailure,
  type SignInSubjects,
} from "./sign-in-throttle.ts";

const signInSubjects = (
  { secrets }: AuthEnvironment,
  email: string,
  ip: string,
): SignInSubjects => ({
  account: accountSubject(email, secrets.authSecret),
  pair: pairSubject(email, ip, secrets.authSecret),
});

/**
 * Before hook: the attempt limits, counted in the database for every
 * `auth.api` call (unlike Better Auth's own limiter, which counts only its
 * HTTP handler's). Fixed windows per client and per email address
 * (limits.ts), then, for a sign-in, growing delays per account and client
 * (sign-in-throttle.ts). A refusal is logged and thrown as 429.
 */
export async function enforceAttemptLimits(
  env: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  await enforceFixedWindows(env, ctx);
  const { ip, email } = requestOf(ctx);
  if (ctx.path !== "/sign-in/email" || email === undefined) return;
  const check = await checkSignIn(
    env.db,
    signInSubjects(env, email, ip),
    env.now(),
  );
  if (!check.allowed) {
    env.log(events.signInThrottled, {
      email,
      ip,
      scope: check.scope,
      retryAfterSeconds: check.retryAfterSeconds,
    });
    throw tooManyAttempts(check.retryAfterSeconds);
  }
}

async function enforceFixedWindows(
  { database, secrets, log }: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const limit = attemptLimitFor(ctx.path);
  if (!limit) return;
  const { ip, email } = requestOf(ctx);
  const checks = [
    countAttempt(
      database,
      limit.perClient,
      clientSubject(ip, secrets.authSecret),
    ).then((result) => ({ ...result, scope: "client" })),
  ];
  if (limit.perEmail && email !== undefined) {
    checks.push(
      countAttempt(
        database,
        limit.perEmail,
        accountSubject(email, secrets.authSecret),
      ).then((result) => ({ ...result, scope: "account" })),
    );
  }
  const refused = (await Promise.all(checks)).find((r) => !r.allowed);
  if (refused) {
    log(
      ctx.path === "/sign-in/email" ? events.signInThrottled : events.throttled,
      {
        email,
        ip,
        scope: refused.scope,
        reason: ctx.path,
        retryAfterSeconds: refused.retryAfterSeconds,
      },
    );
    throw tooManyAttempts(refused.retryAfterSeconds);
  }
}

/**
 * After hook: a sign-in's answer feeds its throttle. A wrong password counts
 * against the pair of account and client; the right password, even for an
 * account still to be confirmed, clears it.
 */
export async function countSignInOutcome(
  env: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const { ip, email } = requestOf(ctx);
  if (ctx.path !== "/sign-in/email" || email === undefined) return;
  const { refusal, reason } = answerOf(ctx);
  const subjects = signInSubjects(env, email, ip);
  if (reason === "invalid_email_or_password")
    await recordSignInFailure(env.database, subjects, env.now());
  else if (!refusal || reason === "email_not_verified")
    await clearSignInFailures(env.db, subjects);
}
