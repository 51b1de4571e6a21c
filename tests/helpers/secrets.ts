/**
 * The secrets that `text` holds as values of their own. A short secret such
 * as a credit score ("742") or an SSN's last four digits turns up by chance
 * inside random identifiers: a UUID, a six-digit reference, a timestamp's
 * milliseconds. An occurrence inside a longer run of letters and digits is
 * such a chance, not a leak, so it is not reported. A secret stored without
 * its separators ("123456789") must be listed in that form too.
 */
export function leakedSecrets(
  text: string,
  secrets: readonly string[],
): string[] {
  return secrets.filter((secret) =>
    new RegExp(
      `(?<![A-Za-z0-9])${secret.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9])`,
    ).test(text),
  );
}

/**
 * What a verification of the sample applicants holds that must never leave
 * the encrypted columns: the SSN in both its forms and its last four digits,
 * the bank's name, the credit score.
 */
export const verificationSecrets = [
  "123-45-6789",
  "123456789",
  "6789",
  "Great Lakes Credit Union",
  "742",
] as const;
