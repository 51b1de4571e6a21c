import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  decryptBytes,
  decryptText,
  encryptBytes,
  encryptText,
} from "#server/crypto.ts";

const key = randomBytes(32);
const otherKey = randomBytes(32);

describe("field encryption", () => {
  it("round-trips text and never shows the plain value", () => {
    const sealed = encryptText("123-45-6789", key);
    expect(sealed).not.toContain("6789");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(decryptText(sealed, [key])).toBe("123-45-6789");
  });

  it("uses a fresh IV every time", () => {
    expect(encryptText("same", key)).not.toBe(encryptText("same", key));
  });

  it("finds the right key among several (rotation)", () => {
    const sealed = encryptText("old data", otherKey);
    expect(decryptText(sealed, [key, otherKey])).toBe("old data");
    expect(() => decryptText(sealed, [key])).toThrow("No key");
  });

  it("detects tampering", () => {
    const sealed = encryptText("123-45-6789", key);
    const parts = sealed.split(".");
    const body = Buffer.from(parts[4]!, "base64url");
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString("base64url");
    expect(() => decryptText(parts.join("."), [key])).toThrow();
  });

  it("round-trips file bytes and detects tampering", () => {
    const plain = randomBytes(5000);
    const sealed = encryptBytes(plain, key);
    expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
    expect(decryptBytes(sealed, [key]).equals(plain)).toBe(true);
    sealed[sealed.length - 1] = sealed[sealed.length - 1]! ^ 1;
    expect(() => decryptBytes(sealed, [key])).toThrow();
  });
});
