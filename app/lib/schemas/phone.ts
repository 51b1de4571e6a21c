// The metadata of the "min" build: the smallest that still checks a US
// number's area code and exchange against the numbering plan ("(555)
// 123-4567" and "911-555-1234" fail), which is what a form needs. "max" adds
// the number types (mobile, toll-free), which no form asks for; "mobile"
// would refuse landlines and toll-free numbers that people do give.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

import { z } from "#app/lib/zod.ts";

export const INVALID_PHONE_MESSAGE =
  "Please enter a valid US phone number, e.g. (313) 555-0100";

/**
 * The number's ten digits when the text is one valid US phone number and
 * nothing else (an extension may follow it); otherwise undefined. Only US
 * numbers: the company is licensed in the 50 states and DC, so a Canadian
 * or Caribbean +1 number is refused as much as a foreign one.
 */
export function usPhoneDigits(value: string): string | undefined {
  const parsed = parsePhoneNumberFromString(value, {
    defaultCountry: "US",
    // The whole text must be the number: "3135550142abc" is not one.
    extract: false,
  });
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
