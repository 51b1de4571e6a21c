import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { keyId, sealedLength, sealedWith } from "#server/crypto.ts";
import {
  readDocument,
  storeDocument,
  type DocumentServices,
} from "#server/storage/documents.ts";
import {
  createStorage,
  newKey,
  type Storage,
} from "#server/storage/storage.ts";
import { samplePdf } from "../helpers/files.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3-server.ts";

const current = randomBytes(32);
const older = randomBytes(32);
const ring = (...keys: Buffer[]) => ({
  dataEncryptionKey: keys[0]!,
  dataEncryptionKeys: keys,
});

let localDir: string;
let s3: TestS3Server;
beforeAll(async () => {
  localDir = mkdtempSync(path.join(tmpdir(), "harborline-documents-"));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(localDir, { recursive: true, force: true });
});

describe.each([
  {
    name: "local",
    make: () => createStorage({ dataDir: localDir, s3: undefined }),
  },
  {
    name: "S3",
    make: () => createStorage({ dataDir: localDir, s3: s3.config }),
  },
])("documents in $name storage", ({ make }) => {
  let storage: Storage;
  let services: DocumentServices;
  beforeAll(() => {
    storage = make();
    services = { storage, secrets: ring(current, older) };
  });

  it("are stored encrypted under the current key and read back by readDocument", async () => {
    const plain = Buffer.from(samplePdf());
    const key = await storeDocument(services, "resumes", plain);
    const stored = Buffer.from((await storage.get("resumes", key))!);
    expect(stored.includes(plain)).toBe(false);
    expect(stored.includes(Buffer.from("%PDF"))).toBe(false);
    expect(sealedWith(stored)).toEqual({
      version: "v2",
      keyId: keyId(current),
    });
    expect((await readDocument(services, "resumes", key))!.equals(plain)).toBe(
      true,
    );
  });

  it("are streamed from a file into storage, sealed in the same format", async () => {
    // Several read chunks (64 KB each) and an odd tail.
    const plain = randomBytes(3 * 1024 * 1024 + 5);
    const file = path.join(localDir, `${crypto.randomUUID()}.upload`);
    writeFileSync(file, plain);
    const key = await storeDocument(services, "claims", {
      path: file,
      size: plain.length,
    });
    const stored = Buffer.from((await storage.get("claims", key))!);
    expect(sealedWith(stored)).toEqual({
      version: "v2",
      keyId: keyId(current),
    });
    expect(stored.length).toBe(sealedLength(plain.length));
    expect(stored.includes(plain.subarray(0, 1024))).toBe(false);
    expect((await readDocument(services, "claims", key))!.equals(plain)).toBe(
      true,
    );
  });

  it("are not stored when their file cannot be read", async () => {
    const missing = path.join(localDir, "no-such.upload");
    await expect(
      storeDocument(services, "claims", { path: missing, size: 10 }),
    ).rejects.toThrow();
  });

  it("are read with an older key of the ring", async () => {
    const plain = randomBytes(2000);
    const key = await storeDocument(
      { storage, secrets: ring(older) },
      "claims",
      plain,
    );
    expect((await readDocument(services, "claims", key))!.equals(plain)).toBe(
      true,
    );
    await expect(
      readDocument({ storage, secrets: ring(current) }, "claims", key),
    ).rejects.toThrow("No key");
  });

  it("fail to decrypt when copied to another key or another bucket", async () => {
    const key = await storeDocument(services, "claims", randomBytes(500));
    const sealed = (await storage.get("claims", key))!;
    const otherKey = newKey();
    await storage.put("claims", otherKey, sealed, {
      contentType: "application/octet-stream",
    });
    await expect(readDocument(services, "claims", otherKey)).rejects.toThrow();
    await storage.put("resumes", key, sealed, {
      contentType: "application/octet-stream",
    });
    await expect(readDocument(services, "resumes", key)).rejects.toThrow();
    // Where it was written, it still reads.
    await expect(readDocument(services, "claims", key)).resolves.toBeTruthy();
  });

  it("refuse a file that is not encrypted, and answer null for a missing one", async () => {
    const key = newKey();
    await storage.put("resumes", key, samplePdf(), {
      contentType: "application/pdf",
    });
    await expect(readDocument(services, "resumes", key)).rejects.toThrow(
      "Not an encrypted value",
    );
    expect(await readDocument(services, "resumes", newKey())).toBeNull();
  });
});
