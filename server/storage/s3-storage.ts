import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";

import type { S3Config } from "#server/config.ts";
import { assertBucket, assertKey, isKey } from "./keys.ts";
import type { Storage } from "./types.ts";

/** One S3 bucket (S3_BUCKET); our buckets are key prefixes: `<bucket>/<key>`. */
export function createS3Storage(
  config: S3Config,
  /** Keys per list page: S3's 1000 by default; the tests page by a few. */
  options: { listPageSize?: number } = {},
): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // S3-compatible servers (MinIO, s3rver, ...) rarely do virtual-host buckets.
    forcePathStyle: config.endpoint !== undefined,
    // Checksums only where S3 requires them. Sent as a stream, a body would
    // otherwise go as aws-chunked with a trailing checksum, which several
    // S3-compatible stores (and s3rver, our tests' store) do not decode and
    // keep with its framing. Integrity does not rest on it: every document
    // is AES-GCM sealed, so one altered in transit or at rest fails to
    // decrypt, and TLS protects the way there.
    requestChecksumCalculation: "WHEN_REQUIRED",
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          }
        : undefined, // the SDK's default chain (env, instance role, ...)
  });

  const objectKey = (bucket: string, key: string) => {
    assertBucket(bucket);
    assertKey(key);
    return `${bucket}/${key}`;
  };

  return {
    async put(bucket, key, body, options) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(bucket, key),
          ...(body instanceof Uint8Array
            ? { Body: body }
            : { Body: body.stream, ContentLength: body.length }),
          ContentType: options.contentType,
          // The spec's cache control of 3600, kept private: personal data.
          CacheControl: "private, max-age=3600",
          // A second layer under the application's own encryption
          // (documents.ts): the store keeps the object encrypted on its disks.
          ServerSideEncryption: "AES256",
        }),
      );
    },

    async get(bucket, key) {
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: objectKey(bucket, key),
          }),
        );
        return (await result.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        // A missing bucket is a misconfiguration, not a missing object.
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException &&
            error.$metadata.httpStatusCode === 404 &&
            error.name !== "NoSuchBucket")
        ) {
          return null;
        }
        throw error;
      }
    },

    async delete(bucket, key) {
      // S3 answers 204 for a missing key too, so this is idempotent.
      await client.send(
        new DeleteObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(bucket, key),
        }),
      );
    },

    async *list(bucket) {
      assertBucket(bucket);
      const prefix = `${bucket}/`;
      let token: string | undefined;
      // A page (at most 1000 keys) at a time, following the continuation token.
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: prefix,
            ContinuationToken: token,
            MaxKeys: options.listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (key && isKey(key) && object.LastModified)
            yield { key, modified: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
