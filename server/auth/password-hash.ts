import {
  hash as argon2Hash,
  parseOptions,
  verify as argon2Verify,
  type Algorithm,
  type Options,
} from "@node-rs/argon2";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";

/**
 * OWASP's Password Storage Cheat Sheet, first Argon2id setting: 19 MiB of
 * memory, two passes, one lane. About 15 to 50 ms a hash on one core.
 */
export const ARGON2_OPTIONS = {
  // Algorithm is a const enum in the package's types; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

const ARGON2ID = 2;

export const hashPassword = (password: string): Promise<string> =>
  argon2Hash(password, ARGON2_OPTIONS);

/** Whether a stored hash is weaker than today's setting (scrypt, or Argon2 with lower costs). */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith("$argon2")) return true;
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== ARGON2ID ||
      used.memoryCost < ARGON2_OPTIONS.memoryCost ||
      used.timeCost < ARGON2_OPTIONS.timeCost
    );
  } catch {
    return true;
  }
}

/**
 * Checks a password against a stored hash: Argon2id, or the scrypt format
 * Better Auth used before (`salt:key` in hex). On a match with a weaker hash
 * `upgrade` is called with a new Argon2id hash to store in its place; a
 * failure to store it is the caller's to log, and never fails the check.
 */
export async function verifyPassword(
  stored: string,
  password: string,
  upgrade: (newHash: string) => Promise<void>,
): Promise<boolean> {
  const matches = stored.startsWith("$argon2")
    ? await argon2Verify(stored, password)
    : await verifyScrypt({ hash: stored, password });
  if (matches && needsRehash(stored))
    await upgrade(await hashPassword(password));
  return matches;
}
