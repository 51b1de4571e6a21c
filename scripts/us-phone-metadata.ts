import { createRequire } from "node:module";

import type { MetadataJson } from "libphonenumber-js/core";

/**
 * libphonenumber-js's "min" metadata cut down to the United States: its
 * numbering plan as the library ships it, and +1 belonging to the US alone,
 * so a Canadian or Caribbean +1 number is checked against the US plan and
 * fails it. The whole metadata is 25 KB of gzip in the browser; this is one.
 */
export function usPhoneMetadata(): MetadataJson {
  const all = createRequire(import.meta.url)(
    "libphonenumber-js/metadata.min.json",
  ) as MetadataJson;
  return {
    version: all.version,
    country_calling_codes: { "1": ["US"] },
    countries: { US: all.countries.US },
    // Numbers of no country (+800 and the like) are not US numbers.
    nonGeographic: {},
  };
}

export const usPhoneMetadataFile = new URL(
  "../app/lib/schemas/us-phone-metadata.json",
  import.meta.url,
);
