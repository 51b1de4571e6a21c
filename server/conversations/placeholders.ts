import { promisedTimes } from "#app/content/promises.ts";
import { promisedTimes as spanishPromisedTimes } from "#app/content/es/promises.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { Person } from "./people.ts";

/** The placeholders a saved reply may hold, written `{name}` (app/content/staff-conversation.ts documents them). */
export const placeholderNames = [
  "first_name",
  "reference",
  "promised_time",
] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

/** A placeholder's value for one record; null when the record has none (the reference of a contact message sent before migration 0013). */
export type PlaceholderValues = Readonly<
  Record<PlaceholderName, string | null>
>;

/**
 * What the placeholders stand for on a record of `kind` whose person is
 * `person`, in the words of a reply written in `locale`.
 */
export function placeholderValues(
  kind: InboxKind,
  person: Person,
  locale: Locale = "en",
): PlaceholderValues {
  return {
    first_name: person.firstName,
    reference: person.reference,
    promised_time: inLocale(
      { en: promisedTimes, es: spanishPromisedTimes },
      locale,
    )[kind],
  };
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;

const isPlaceholderName = (name: string): name is PlaceholderName =>
  (placeholderNames as readonly string[]).includes(name);

/**
 * The text with each known placeholder replaced by its value, in one pass
 * (a value that itself looks like a placeholder is not filled again).
 * Unknown placeholders, and known ones without a value here, stay as they
 * are written, so the member of staff sees them before sending.
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholderName(name) ? (values[name] ?? whole) : whole,
  );
}
