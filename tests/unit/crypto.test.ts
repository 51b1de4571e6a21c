import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import {
  columnContext,
  decryptBytes,
  decryptText,
  documentContext,
  encryptBytes,
  encryptingStream,
  encryptText,
  isCurrent,
  keyId,
  sealedLength,
  sealedWith,
} from "#server/crypto.ts";
import { legacyBytes, legacyText } from "../helpers/legacy-crypto.ts";

const key = randomBytes(32);
const otherKey = randomBytes(32);
const here = columnContext("onboarding_responses", "ssn", "row-1");
const there = columnContext("onboarding_responses", "ssn", "row-2");

describe("field encryption", () => {
  it("round-trips text and never shows the plain value", () => {
    const sealed = encryptText("123-45-6789", key, here);
    expect(sealed).not.toContain("6789");
    expect(sealed.startsWith(`v2.${keyId(key)}.`)).toBe(true);
    expect(sealed.split(".")).toHaveLength(5);
    expect(decryptText(sealed, [key], here)).toBe("123-45-6789");
  });

  it("uses a fresh IV every time", () => {
    expect(encryptText("same", key, here)).not.toBe(
      encryptText("same", key, here),
    );
  });

  it("names its key by the first characters of the key's SHA-256", () => {
    expect(keyId(key)).toBe(
      createHash("sha256").update(key).digest("base64url").slice(0, 8),
    );
    expect(sealedWith(encryptText("x", key, here))).toEqual({
      version: "v2",
      keyId: keyId(key),
    });
  });

  it("finds the right key among several (rotation)", () => {
    const sealed = encryptText("old data", otherKey, here);
    expect(decryptText(sealed, [key, otherKey], here)).toBe("old data");
    expect(() => decryptText(sealed, [key], here)).toThrow("No key");
  });

  it("is bound to its table, column and row: a value copied to another row fails", () => {
    const sealed = encryptText("123-45-6789", key, here);
    expect(() => decryptText(sealed, [key], there)).toThrow();
    expect(() =>
      decryptText(
        sealed,
        [key],
        columnContext("onboarding_responses", "bank_name_encrypted", "row-1"),
      ),
    ).toThrow();
  });

  it("detects tampering with the body, the tag, the version or the key id", () => {
    const sealed = encryptText("123-45-6789", key, here);
    const parts = sealed.split(".");
    const flip = (index: number) => {
      const copy = [...parts];
      const bytes = Buffer.from(copy[index]!, "base64url");
      bytes[0] = bytes[0]! ^ 1;
      copy[index] = bytes.toString("base64url");
      return copy.join(".");
    };
    expect(() => decryptText(flip(3), [key], here)).toThrow();
    expect(() => decryptText(flip(4), [key], here)).toThrow();
    // Read as version 1 (no AAD, tag and body swapped) it fails too.
    expect(() =>
      decryptText(["v1", ...parts.slice(1)].join("."), [key], here),
    ).toThrow();
    expect(() => decryptText("v2.abc", [key], here)).toThrow(
      "Not an encrypted value",
    );
  });

  it("still reads values written before associated data (version 1)", () => {
    const old = legacyText("123-45-6789", otherKey);
    expect(sealedWith(old)).toEqual({ version: "v1", keyId: keyId(otherKey) });
    expect(decryptText(old, [key, otherKey], here)).toBe("123-45-6789");
    expect(isCurrent(old, [otherKey])).toBe(false);
  });

  it("tells a value under the ring's current key from one under an older key", () => {
    expect(isCurrent(encryptText("x", key, here), [key, otherKey])).toBe(true);
    expect(isCurrent(encryptText("x", otherKey, here), [key, otherKey])).toBe(
      false,
    );
    expect(isCurrent("Great Lakes Credit Union", [key])).toBe(false);
  });
});

describe("document encryption", () => {
  const context = documentContext("resumes", "2026/01/some-key");

  it("round-trips file bytes, tag last, and detects tampering", () => {
    const plain = randomBytes(5000);
    const sealed = encryptBytes(plain, key, context);
    expect(sealed.subarray(0, 12).toString("ascii")).toBe(`v2.${keyId(key)}.`);
    expect(sealed.length).toBe(12 + 12 + plain.length + 16);
    expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
    expect(decryptBytes(sealed, [key], context).equals(plain)).toBe(true);
    sealed[sealed.length - 1] = sealed[sealed.length - 1]! ^ 1;
    expect(() => decryptBytes(sealed, [key], context)).toThrow();
  });

  it("is bound to its bucket and key", () => {
    const sealed = encryptBytes(randomBytes(100), key, context);
    expect(() =>
      decryptBytes(
        sealed,
        [key],
        documentContext("resumes", "2026/01/another-key"),
      ),
    ).toThrow();
    expect(() =>
      decryptBytes(
        sealed,
        [key],
        documentContext("claims", "2026/01/some-key"),
      ),
    ).toThrow();
  });

  it("still reads licence images written before associated data (version 1)", () => {
    const plain = randomBytes(300);
    const old = legacyBytes(plain, key);
    expect(sealedWith(old)).toEqual({ version: "v1", keyId: keyId(key) });
    expect(decryptBytes(old, [otherKey, key], context).equals(plain)).toBe(
      true,
    );
  });

  it("does not take a plain upload for a sealed one", () => {
    expect(sealedWith(Buffer.from("%PDF-1.4\n..."))).toBeNull();
    expect(sealedWith(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(() =>
      decryptBytes(Buffer.from("%PDF-1.4\n..."), [key], context),
    ).toThrow("Not an encrypted value");
  });

  it("seals a stream in the same format as encryptBytes, chunk by chunk", async () => {
    const plain = randomBytes(3 * 65_536 + 17);
    const chunks = [0, 1000, 70_000, 150_000, plain.length].map((end, i, all) =>
      plain.subarray(i === 0 ? 0 : all[i - 1], end),
    );
    const sealed = await buffer(
      Readable.from(chunks).pipe(encryptingStream(key, context)),
    );
    expect(sealed.length).toBe(sealedLength(plain.length));
    expect(sealedWith(sealed)).toEqual({ version: "v2", keyId: keyId(key) });
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    expect(decryptBytes(sealed, [key], context).equals(plain)).toBe(true);
    // Bound to its place like any sealed document.
    expect(() =>
      decryptBytes(sealed, [key], documentContext("claims", "2026/01/x")),
    ).toThrow();
    // An empty file is sealed too.
    const empty = await buffer(
      Readable.from([]).pipe(encryptingStream(key, context)),
    );
    expect(empty.length).toBe(sealedLength(0));
    expect(decryptBytes(empty, [key], context).length).toBe(0);
  });
});
