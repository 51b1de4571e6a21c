// libphonenumber-js's core with its "min" metadata cut down to the US
// (scripts/us-phone-metadata.ts): the same check of a US number's area code
// and exchange as the library's "min" build ("(555) 123-4567" and
// "911-555-1234" fail), for 10 KB of gzip in a form's schema chunk instead
// of 29 KB ("min" with every country), 34 KB ("mobile", which would also
// refuse toll-free numbers) or 49 KB ("max", whose number types no form
// asks for).
import {
  type MetadataJson,
  parsePhoneNumberFromString,
} from "libphonenumber-js/core";

import { validationMessages } from "#app/content/validation.ts";

import metadata from "./us-phone-metadata.json" with { type: "json" };

import { z } from "#app/lib/zod.ts";

export const INVALID_PHONE_MESSAGE = validationMessages.phone;

/**
 * The number's ten digits when the text is one valid US phone number and
 * nothing else (an extension may follow it); otherwise undefined. Only US
 * numbers: the company is licensed in the 50 states and DC, so a Canadian
 * or Caribbean +1 number is refused as much as a foreign one (the metadata
 * knows no other country).
 */
export function usPhoneDigits(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(
    value,
    {
      defaultCountry: "US",
      // The whole text must be the number: "3135550142abc" is not one.
      extract: false,
    },
    metadata as unknown as MetadataJson,
  );
  return parsed?.country === "US" && parsed.isValid()
    ? parsed.nationalNumber
    : undefined;
}

/**
 * A check that a trimmed text is a US phone number. An empty text passes:
 * whether the field is required is its own check, with its own message.
 */
export const usPhoneNumber = (message: string = INVALID_PHONE_MESSAGE) =>
  z.refine<string>(
    (value) => value === "" || usPhoneDigits(value) !== undefined,
    message,
  );
