/**
 * Writes app/lib/schemas/us-phone-metadata.json, formatted as the repository
 * formats it. Run after updating libphonenumber-js:
 * `node scripts/generate-us-phone-metadata.ts` (a unit test fails while the
 * file is out of date).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { format, resolveConfig } from "prettier";

import { usPhoneMetadata, usPhoneMetadataFile } from "./us-phone-metadata.ts";

const path = fileURLToPath(usPhoneMetadataFile);
writeFileSync(
  path,
  await format(JSON.stringify(usPhoneMetadata()), {
    ...(await resolveConfig(path)),
    filepath: path,
  }),
);
