import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  usPhoneMetadata,
  usPhoneMetadataFile,
} from "../../scripts/us-phone-metadata.ts";

describe("the US phone metadata", () => {
  it("is the installed libphonenumber-js's, cut to the US (else run node scripts/generate-us-phone-metadata.ts)", () => {
    expect(JSON.parse(readFileSync(usPhoneMetadataFile, "utf8"))).toEqual(
      usPhoneMetadata(),
    );
  });
});
