import type { FieldErrors } from "./form-result.ts";

/**
 * English message → its translation, from pairs of twin values (a content
 * module's messages and its Spanish twin, of one shape): each string leaf
 * of the English value is paired with the leaf at the same place in the
 * twin. A form's schema gives its messages in English (one schema per
 * form); a page in another language shows them through this table
 * (decision 0087).
 */
export function messageTable(
  pairs: ReadonlyArray<readonly [english: unknown, translated: unknown]>,
): ReadonlyMap<string, string> {
  const table = new Map<string, string>();
  const pair = (english: unknown, translated: unknown) => {
    if (typeof english === "string" && typeof translated === "string") {
      // The first pairing of a text wins; tests/unit/localize-messages.test.ts
      // holds every pairing of the same English text to one translation.
      if (!table.has(english)) table.set(english, translated);
      return;
    }
    if (
      english &&
      translated &&
      typeof english === "object" &&
      typeof translated === "object"
    )
      for (const [key, value] of Object.entries(english))
        pair(value, (translated as Record<string, unknown>)[key]);
  };
  for (const [english, translated] of pairs) pair(english, translated);
  return table;
}

/** Each field's message in the table's language; a message not in it (already translated, or none to translate) as it is. */
export function localizeErrors(
  errors: FieldErrors,
  table: ReadonlyMap<string, string> | undefined,
): FieldErrors {
  if (!table) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [
      name,
      table.get(message) ?? message,
    ]),
  );
}
