/**
 * The two-factor plugin's challenge cookie, after the cookie prefix (auth.ts):
 * a right password sets it, the right code ends it. Read by the sign-in's
 * second step (two-factor.ts) and by the audit of a refused code
 * (challengeUserId in two-step-sign-in.ts).
 */
export const CHALLENGE_COOKIE = "two_factor";
