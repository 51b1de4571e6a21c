import { describe, expect, it } from "vitest";

import {
  isPlainFileName,
  normaliseFileName,
} from "#server/uploads/file-name.ts";

describe("file names as sent by browsers", () => {
  it("are composed (NFC): a decomposed accent and a precomposed one are one name", () => {
    const decomposed = "Re\u0301sume\u0301.pdf";
    expect(decomposed).not.toBe("Résumé.pdf");
    expect(normaliseFileName(decomposed)).toBe("Résumé.pdf");
    expect(normaliseFileName("Résumé.pdf")).toBe("Résumé.pdf");
    // Hangul jamo compose too.
    expect(normaliseFileName("\u1100\u1161.pdf")).toBe("\uac00.pdf");
  });

  it("lose bidirectional overrides and isolates, so a name reads as it is", () => {
    // Shown as "invoiceexe.pdf"; really a program.
    expect(normaliseFileName("invoice\u202efdp.exe")).toBe("invoicefdp.exe");
    expect(normaliseFileName("\u202aa\u202bb\u202cc\u202dd.pdf")).toBe(
      "abcd.pdf",
    );
    expect(normaliseFileName("\u2066cv\u2067\u2068\u2069.pdf")).toBe("cv.pdf");
    expect(normaliseFileName("cv\u200e\u200f\u061c.pdf")).toBe("cv.pdf");
  });

  it("lose invisible characters: zero-width spaces and joiners, BOM, soft hyphen, word joiner", () => {
    expect(normaliseFileName("c\u200bv\u200c\u200d.pdf")).toBe("cv.pdf");
    expect(normaliseFileName("\ufeffcv\u00ad\u2060.pdf")).toBe("cv.pdf");
  });

  it("lose control characters (C0, DEL, C1) and line separators", () => {
    expect(normaliseFileName("cv\u0000\u0007\t\n\r.pdf")).toBe("cv.pdf");
    expect(normaliseFileName("cv\u007f\u0080\u009b\u009f.pdf")).toBe("cv.pdf");
    expect(normaliseFileName("cv\u2028\u2029.pdf")).toBe("cv.pdf");
  });

  it("are trimmed, and fall back to a safe name when nothing is left before the extension", () => {
    expect(normaliseFileName("  my cv.pdf \u00a0")).toBe("my cv.pdf");
    expect(normaliseFileName("\u202e\u200b.pdf")).toBe("document.pdf");
    expect(normaliseFileName(".PDF")).toBe("document.pdf");
    expect(normaliseFileName(" . .docx")).toBe("document.docx");
    expect(normaliseFileName("\u202e")).toBe("document");
    expect(normaliseFileName(".")).toBe("document");
  });

  it("keep what a person wrote otherwise: spaces, accents, other scripts, emoji", () => {
    for (const name of [
      "Lebenslauf Müller (2026).pdf",
      "履歴書.docx",
      "سيرة ذاتية.pdf",
      "cv 🙂.pdf",
      "CV.Final.v2.PDF",
    ])
      expect(normaliseFileName(name)).toBe(name);
  });

  it("are still checked for paths once cleaned: cleaning never makes a path a name", () => {
    for (const sent of [
      "../../etc/passwd.pdf",
      "a/\u202eb.pdf",
      "..\u200b/x.pdf",
      "a\\b.pdf",
    ])
      expect(isPlainFileName(normaliseFileName(sent)), sent).toBe(false);
    expect(isPlainFileName(normaliseFileName("x\u0000.pdf"))).toBe(true);
    expect(isPlainFileName("x\u0000.pdf")).toBe(false);
    expect(isPlainFileName(normaliseFileName(`${"a".repeat(300)}.pdf`))).toBe(
      false,
    );
  });
});
