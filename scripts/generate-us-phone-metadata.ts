/**
 * Writes app/lib/schemas/us-phone-metadata.json. Run after updating
 * libphonenumber-js: `node scripts/generate-us-phone-metadata.ts` (a unit
 * test fails while the file is out of date).
 */
import { writeFileSync } from "node:fs";

import { usPhoneMetadata, usPhoneMetadataFile } from "./us-phone-metadata.ts";

writeFileSync(
  usPhoneMetadataFile,
  `${JSON.stringify(usPhoneMetadata(), null, 2)}\n`,
);
