import { randomInt } from "node:crypto";

import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_LENGTH,
} from "#app/lib/staff/backup-code-alphabet.ts";

/** How many backup codes an enrolment issues (Better Auth's default too). */
export const BACKUP_CODE_COUNT = 10;

/**
 * Ten one-time backup codes of BACKUP_CODE_ALPHABET, "ABCDE-FGH23", each
 * character drawn uniformly (randomInt, no modulo bias). Given to the
 * two-factor plugin as its documented `customBackupCodesGenerate`.
 */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    let code = "";
    for (let i = 0; i < BACKUP_CODE_LENGTH; i++)
      code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}
