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
  on(name: "event", listener: (event: S3rverEvent) => void): unknown;
  off(name: "event", listener: (event: S3rverEvent) => void): unknown;
}
/** The S3 event notification s3rver emits once an object is stored or deleted. */
interface S3rverEvent {
  Records: Array<{ eventName: string; s3: { object: { key: string } } }>;
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
  /** The S3_* variables a server process needs to use this store. */
  env: Record<string, string>;
  /**
   * Calls `listener` with each object's key (`<bucket>/<key>` in our layout)
   * as soon as the object is stored, before the client has its answer.
   * Returns the function that stops it.
   */
  onObjectCreated(listener: (key: string) => void): () => void;
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
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; it checks request signatures with them.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    config: { bucket, endpoint, region: "us-east-1", ...credentials },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    onObjectCreated(listener) {
      const heard = (event: S3rverEvent) => {
        for (const record of event.Records)
          if (record.eventName.startsWith("ObjectCreated:"))
            listener(record.s3.object.key);
      };
      server.on("event", heard);
      return () => server.off("event", heard);
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
