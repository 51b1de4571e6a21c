import { describe, expect, it } from "vitest";

import {
  SHOWN_FILE_NAME_MAX,
  shownFileName,
} from "#app/lib/shown-file-name.ts";

describe("shownFileName", () => {
  it("leaves a name of ordinary length as it is", () => {
    expect(shownFileName("bumper.jpg")).toBe("bumper.jpg");
    expect(shownFileName("<b>front</b> & back.png")).toBe(
      "<b>front</b> & back.png",
    );
  });

  it("cuts a long name in its middle, keeping its start and its extension", () => {
    const long = `${"a".repeat(60)}${"b".repeat(60)}.jpeg`;
    const shown = shownFileName(long);
    expect([...shown]).toHaveLength(SHOWN_FILE_NAME_MAX);
    expect(shown.startsWith("a".repeat(37))).toBe(true);
    expect(shown.endsWith(`${"b".repeat(37)}.jpeg`)).toBe(true);
    expect(shown).toContain("…");
  });

  it("never splits a character made of two code units", () => {
    const shown = shownFileName(`${"📷".repeat(100)}.png`, 20);
    expect([...shown]).toHaveLength(20);
    // A lone surrogate would make encodeURIComponent throw.
    expect(() => encodeURIComponent(shown)).not.toThrow();
    expect(shown.endsWith("📷.png")).toBe(true);
  });
});
