import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import type { S3Config } from "#server/config.ts";

// s3rver ships no types; this is the part of its API we use.
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export interface TestS3Server {
  config: S3Config;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) in this process, on 127.0.0.1 with a
 * free port, keeping its objects in a temp folder, with one bucket created.
 */
export async function startS3Server(
  bucket = "test-bucket",
): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "harborline-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      // s3rver's fixed credentials; it checks request signatures with them.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
