/**
 * The characters backup codes are made of (decision 0078): capital letters
 * and digits without the look-alikes I, O, 0 and 1 (and no small letters,
 * so no l): 32 characters, 5 bits each, 50 bits in a code of ten. Shared by
 * the generator (server/auth/backup-codes.ts) and the sign-in's reading of
 * a typed code.
 */
export const BACKUP_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Characters in a code, shown as two groups of five ("ABCDE-FGH23"). */
export const BACKUP_CODE_LENGTH = 10;

/**
 * A typed backup code as it is checked. Codes of this alphabet are capitals,
 * so one typed all in small letters is read in capitals; a code with both
 * (one issued before this alphabet, whose letters were of either case) is
 * taken as typed.
 */
export function typedBackupCode(code: string): string {
  const dashed = code.includes("-")
    ? code
    : `${code.slice(0, 5)}-${code.slice(5)}`;
  return /[a-z]/.test(dashed) && !/[A-Z]/.test(dashed)
    ? dashed.toUpperCase()
    : dashed;
}
