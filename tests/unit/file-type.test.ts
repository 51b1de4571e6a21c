import { describe, expect, it } from "vitest";

import { detectFileType, matchesExtension } from "#server/uploads/file-type.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj");
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const doc = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0);

describe("file type by leading bytes", () => {
  it("recognises the accepted types", () => {
    expect(detectFileType(pdf)).toBe("pdf");
    expect(detectFileType(png)).toBe("png");
    expect(detectFileType(jpeg)).toBe("jpeg");
    expect(detectFileType(doc)).toBe("doc");
    // Any ZIP archive, by its leading bytes: its directory then tells a
    // Word document from the rest (tests/integration/multipart.test.ts).
    expect(detectFileType(zip)).toBe("docx");
  });

  it("refuses anything else, whatever its name", () => {
    expect(
      detectFileType(new TextEncoder().encode("MZ\x90\x00 executable")),
    ).toBeNull();
    expect(
      detectFileType(new TextEncoder().encode("<html><script>")),
    ).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });

  it("checks the content against the extension", () => {
    expect(matchesExtension(pdf, ".pdf")).toBe(true);
    expect(matchesExtension(jpeg, ".JPG")).toBe(true);
    expect(matchesExtension(jpeg, ".jpeg")).toBe(true);
    expect(matchesExtension(png, ".pdf")).toBe(false);
    expect(
      matchesExtension(new TextEncoder().encode("not a pdf"), ".pdf"),
    ).toBe(false);
    expect(matchesExtension(pdf, ".exe")).toBe(false);
    expect(matchesExtension(zip, ".pdf")).toBe(false);
  });
});
