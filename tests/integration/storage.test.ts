import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import {
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  createStorage,
  newKey,
  StorageError,
  type Bucket,
  type Storage,
} from "#server/storage/storage.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3-server.ts";

const keyShape =
  /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const craftedKeys = [
  "../../etc/passwd",
  "/abs",
  "/etc/passwd",
  "2024/01/../../../secret.txt",
  "2024\\01\\0b3b2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f",
  "",
  "2024/01/0b3b2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f/../../../../secret.txt",
  " 2024/01/0b3b2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f",
  "2024/01/resume.pdf",
];

let localDir: string;
let s3DataDir: string;
let s3: TestS3Server;
beforeAll(async () => {
  localDir = mkdtempSync(path.join(tmpdir(), "harborline-storage-"));
  s3DataDir = mkdtempSync(path.join(tmpdir(), "harborline-storage-s3-"));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(localDir, { recursive: true, force: true });
  rmSync(s3DataDir, { recursive: true, force: true });
});

const implementations = [
  {
    name: "local",
    dataDir: () => localDir,
    make: () => createStorage({ dataDir: localDir, s3: undefined }),
  },
  {
    name: "S3",
    dataDir: () => s3DataDir,
    make: () => createStorage({ dataDir: s3DataDir, s3: s3.config }),
  },
];

/** Stores under a new key, as documents.ts does, and returns the key. */
async function putNew(
  storage: Storage,
  bucket: Bucket,
  body: Uint8Array,
  options: { contentType: string },
) {
  const key = newKey();
  await storage.put(bucket, key, body, options);
  return key;
}

describe.each(implementations)("$name storage", ({ make, dataDir }) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it("round-trips the exact bytes", async () => {
    const body = new Uint8Array([
      ...Array.from({ length: 256 }, (_, i) => i),
      ...randomBytes(100_000),
    ]);
    const key = await putNew(storage, "claims", body, {
      contentType: "image/png",
    });
    const got = await storage.get("claims", key);
    expect(got).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(got ?? []).equals(Buffer.from(body))).toBe(true);
  });

  it("round-trips an empty body", async () => {
    const key = await putNew(storage, "resumes", new Uint8Array(), {
      contentType: "application/pdf",
    });
    expect((await storage.get("resumes", key))?.byteLength).toBe(0);
  });

  it("replaces an object written again under the same key", async () => {
    const key = await putNew(storage, "claims", new Uint8Array([1, 2, 3]), {
      contentType: "application/octet-stream",
    });
    await storage.put("claims", key, new Uint8Array([4, 5]), {
      contentType: "application/octet-stream",
    });
    expect(await storage.get("claims", key)).toEqual(new Uint8Array([4, 5]));
  });

  it("stores only under keys the server makes", async () => {
    for (const key of craftedKeys) {
      await expect(
        storage.put("claims", key, new Uint8Array([1]), {
          contentType: "text/plain",
        }),
      ).rejects.toThrow(/invalid storage key/i);
    }
  });

  it("keeps buckets apart", async () => {
    const key = await putNew(storage, "resumes", new Uint8Array([1, 2, 3]), {
      contentType: "application/pdf",
    });
    expect(await storage.get("claims", key)).toBeNull();
    expect(await storage.get("home-verification-docs", key)).toBeNull();
    expect(await storage.get("resumes", key)).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });

  it("returns null for a missing key", async () => {
    expect(
      await storage.get(
        "claims",
        "2024/01/0b3b2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f",
      ),
    ).toBeNull();
  });

  it("deletes, and deleting again is fine", async () => {
    const key = await putNew(
      storage,
      "home-verification-docs",
      new Uint8Array([42]),
      { contentType: "image/jpeg" },
    );
    expect(await storage.get("home-verification-docs", key)).not.toBeNull();
    await storage.delete("home-verification-docs", key);
    expect(await storage.get("home-verification-docs", key)).toBeNull();
    await expect(
      storage.delete("home-verification-docs", key),
    ).resolves.toBeUndefined();
  });

  it.each(craftedKeys)("rejects the crafted key %j", async (key) => {
    // A file a path traversal from the bucket directory would reach.
    const secret = path.join(dataDir(), "secret.txt");
    writeFileSync(secret, "secret");
    await expect(storage.get("claims", key)).rejects.toThrow(StorageError);
    await expect(storage.get("claims", key)).rejects.toThrow(
      /invalid storage key/i,
    );
    await expect(storage.delete("claims", key)).rejects.toThrow(StorageError);
    expect(readFileSync(secret, "utf8")).toBe("secret");
  });

  it("rejects an unknown bucket", async () => {
    for (const bucket of ["public", "../claims", "claims/..", ""]) {
      const unknown = bucket as Bucket;
      await expect(
        putNew(storage, unknown, new Uint8Array([1]), {
          contentType: "text/plain",
        }),
      ).rejects.toThrow(/unknown storage bucket/i);
      await expect(
        storage.get(unknown, "2024/01/0b3b2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f"),
      ).rejects.toThrow(StorageError);
      await expect(
        storage.delete(unknown, "2024/01/0b3b2c1e-4b5a-4c3d-8e9f-0a1b2c3d4e5f"),
      ).rejects.toThrow(StorageError);
    }
  });
});

describe("new keys", () => {
  it("are unique and opaque", () => {
    const keys = Array.from({ length: 50 }, () => newKey());
    expect(new Set(keys).size).toBe(keys.length);
    const now = new Date();
    const prefix = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/`;
    for (const key of keys) {
      expect(key).toMatch(keyShape);
      expect(key.startsWith(prefix)).toBe(true);
    }
  });
});

describe("local storage on disk", () => {
  it("writes private files under <dataDir>/storage/<bucket>/, with no temp files left", async () => {
    const storage = createStorage({ dataDir: localDir, s3: undefined });
    const body = new TextEncoder().encode("licence scan");
    const key = await putNew(storage, "home-verification-docs", body, {
      contentType: "image/png",
    });
    const bucketDir = path.join(localDir, "storage", "home-verification-docs");
    const file = path.join(bucketDir, key);
    expect(readFileSync(file)).toEqual(Buffer.from(body));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (const dir of [
      path.join(localDir, "storage"),
      bucketDir,
      path.dirname(path.dirname(file)),
      path.dirname(file),
    ]) {
      expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
    }
    expect(
      readdirSync(path.dirname(file)).filter((name) => name.startsWith(".")),
    ).toEqual([]);
  });
});

describe("S3 storage objects", () => {
  it("are stored as <bucket>/<key> with their content type and private cache control", async () => {
    const storage = createStorage({ dataDir: s3DataDir, s3: s3.config });
    const key = await putNew(
      storage,
      "resumes",
      new Uint8Array([37, 80, 68, 70]),
      { contentType: "application/pdf" },
    );
    const client = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const head = await client.send(
      new HeadObjectCommand({
        Bucket: s3.config.bucket,
        Key: `resumes/${key}`,
      }),
    );
    client.destroy();
    expect(head.ContentType).toBe("application/pdf");
    expect(head.CacheControl).toBe("private, max-age=3600");
    expect(head.ContentLength).toBe(4);
    // Nothing went to the local data directory.
    expect(existsSync(path.join(s3DataDir, "storage"))).toBe(false);
  });

  it("ask the store for server-side encryption", async () => {
    const send = vi.spyOn(S3Client.prototype, "send");
    try {
      const storage = createStorage({ dataDir: s3DataDir, s3: s3.config });
      await putNew(storage, "claims", new Uint8Array([1, 2, 3]), {
        contentType: "application/octet-stream",
      });
      const puts = send.mock.calls
        .map(([command]) => command)
        .filter((command) => command instanceof PutObjectCommand);
      expect(puts).toHaveLength(1);
      expect(puts[0]!.input).toMatchObject({ ServerSideEncryption: "AES256" });
    } finally {
      send.mockRestore();
    }
  });
});
