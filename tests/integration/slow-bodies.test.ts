import { existsSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { requestMessages as spanishRequests } from "#app/content/es/forms.ts";
import { requestMessages } from "#app/content/forms.ts";
import { claimForm } from "#server/forms/claim.ts";
import type { FormResponse } from "#server/forms/form-definition.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { createHttpApp } from "#server/http/create-app.ts";
import { fetchRequestOf } from "#server/http/react-router-handler.ts";
import type { Services } from "#server/services.ts";
import { uploadTempDir } from "#server/uploads/temp-files.ts";
import { samplePdf } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { openPost, streamedPost } from "../helpers/streamed-post.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * The slow-body attack on the upload cap, against the HTTP app as `npm
 * start` builds it (server/http/create-app.ts) with the claim form's real
 * server step behind it (handleForm: the rate limit, parseForm into
 * DATA_DIR/tmp, storage, the database): clients that open uploads and then
 * send nothing, or a trickle, to hold the cap's slots. The pace is the
 * production rule with small numbers, so a test takes seconds.
 */

const env = useSubmissionEnvironment();

const PACE = { idleMs: 2_000, graceMs: 2_000, minBytesPerSecond: 1_024 };

let server: Server;
let url: string;

/** The claim form's action, as its route runs it; `x-wait-ms` makes it wait before reading the body. */
const claimAction: RequestHandler = async (req, res, next) => {
  if (req.method !== "POST") return next();
  await new Promise((resolve) =>
    setTimeout(resolve, Number(req.get("x-wait-ms") ?? 0)),
  );
  const request = await fetchRequestOf(req, res);
  if (!request) return;
  const response = (await handleForm(
    { request, context: formContext(env.services, req.ip) },
    claimForm,
  )) as FormResponse;
  // The HTTP layer answered first (408, 413): the form's answer is not sent.
  if (res.headersSent) return;
  res.status(response.status).json(response.result);
};

beforeAll(async () => {
  const app = createHttpApp({
    services: {
      ...env.services,
      database: env.database,
    } as unknown as Services,
    build: async () => {
      throw new Error("the build is not there");
    },
    before: [claimAction],
    bodyLimits: { pace: PACE },
  });
  server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, "127.0.0.1", () =>
      resolve(listening),
    );
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The uploads waiting in DATA_DIR/tmp, where the claim form streams its files. */
const tempFiles = () => {
  const dir = uploadTempDir(env.services.config.dataDir);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const encoder = new TextEncoder();
const BOUNDARY = "slow-body";
/** A claim's first file part, up to its first bytes: the file is open in DATA_DIR/tmp once these arrive. */
const fileStart = encoder.encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documents"; filename="roof.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
);

/**
 * An upload that sends the start of a file, then nothing: chunked, or
 * declaring its length as a browser does (a chunked body reserves its
 * route's whole limit of the cap's bytes, 106 MB for a claim).
 */
const stalledUpload = (
  address: string,
  options: { path?: string; declaredLength?: number } = {},
) =>
  openPost({
    url: `${url}${options.path ?? "/api/forms/claim"}`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    head: fileStart,
    totalBytes: options.declaredLength ?? 10 * 1024 * 1024,
    declaredLength: options.declaredLength,
    stallAfter: fileStart.length,
    headers: { accept: "application/json" },
    localAddress: address,
  });

/** An upload that sends the start of a file, then 16 bytes every 200 ms (80 B/s), never idle. */
const tricklingUpload = (address: string, path = "/api/forms/claim") =>
  openPost({
    url: `${url}${path}`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    head: fileStart,
    chunk: new Uint8Array(16).fill(0x61),
    chunkEveryMs: 200,
    totalBytes: 10 * 1024 * 1024,
    headers: { accept: "application/json" },
    localAddress: address,
  });

/** A claim of its own (by its email) with a document, as a browser encodes it. */
async function realClaim(
  claimantEmail: string,
  document: Uint8Array<ArrayBuffer> = samplePdf(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    claimType: "home",
    policyNumber: "HL-1234567",
    incidentDate: "2026-01-15",
    description: "A tree fell on the garage roof during the storm last night.",
    claimantName: "Dorothy Vaughan",
    claimantEmail,
    claimantPhone: "313-555-0199",
    agreement: "on",
  }))
    form.append(name, value);
  form.append(
    "documents",
    new File([document], "estimate.pdf", {
      type: "application/pdf",
    }),
  );
  const encoded = new Request("http://localhost/", {
    method: "POST",
    body: form,
  });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return { body, contentType: encoded.headers.get("content-type")! };
}

/** Posts a claim whole and at once, as a browser does, from `address`. */
async function postClaim(
  address: string,
  options: {
    document?: Uint8Array<ArrayBuffer>;
    headers?: Record<string, string>;
  } = {},
) {
  const { body, contentType } = await realClaim(
    `claimant-${address}-${crypto.randomUUID()}@example.com`,
    options.document,
  );
  return streamedPost({
    url: `${url}/api/forms/claim`,
    contentType,
    head: body,
    totalBytes: body.length,
    declaredLength: body.length,
    headers: options.headers,
    localAddress: address,
  });
}

const claimStored = async (reference: string) =>
  (await env.database.db
    .selectFrom("claims")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirst()) !== undefined;

describe("slow bodies: the pace", () => {
  it("cuts off uploads that stop or trickle with 408, and leaves no temporary file", async () => {
    const stalled = stalledUpload("127.0.0.2", { path: "/file-a-claim" });
    const trickling = tricklingUpload("127.0.0.2", "/file-a-claim");
    // Both reached the form, which opened a file for each in DATA_DIR/tmp.
    await expect.poll(() => tempFiles().length).toBe(2);

    const [stalledAnswer, tricklingAnswer] = await Promise.all([
      stalled.answer,
      trickling.answer,
    ]);
    expect(stalledAnswer.status).toBe(408);
    expect(JSON.parse(stalledAnswer.body)).toEqual({
      code: "BODY_STALLED",
      message: requestMessages.tooSlow.description,
    });
    // Never idle for 2 s: the rate, not the silence, cut it off.
    expect(tricklingAnswer.status).toBe(408);
    expect(JSON.parse(tricklingAnswer.body)).toEqual({
      code: "BODY_TOO_SLOW",
      message: requestMessages.tooSlow.description,
    });
    for (const answer of [stalledAnswer, tricklingAnswer]) {
      expect(answer.headers.connection).toBe("close");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    await expect.poll(tempFiles).toEqual([]);
  });

  it("does not count the time the server holds a body back against its sender", async () => {
    // 512 KB, far more than the body's buffer: the route waits longer than
    // the idle limit and the grace before it reads, while TCP holds the rest.
    const document = new Uint8Array(512 * 1024).fill(0x20);
    document.set(samplePdf());
    const answer = await postClaim("127.0.0.5", {
      document,
      headers: { "x-wait-ms": String(PACE.idleMs + PACE.graceMs) },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true });
    await expect.poll(tempFiles).toEqual([]);
  });
});

describe("slow bodies: a client's share of the upload cap", () => {
  it("refuses a client's third upload at once while another client's claim goes through", async () => {
    const MB = 1024 * 1024;
    const held = [
      stalledUpload("127.0.0.3", { declaredLength: 8 * MB }),
      stalledUpload("127.0.0.3", { declaredLength: 8 * MB }),
    ];
    await expect.poll(() => tempFiles().length).toBe(2);

    // Two of the eight slots are this client's share: its third is refused
    // before a byte of it is read, in the language of its page.
    const third = await streamedPost({
      url: `${url}/es/api/forms/claim`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      head: fileStart,
      totalBytes: 8 * MB,
      declaredLength: 8 * MB,
      localAddress: "127.0.0.3",
    });
    expect(third.status).toBe(429);
    expect(third.headers["retry-after"]).toBe("10");
    expect(JSON.parse(third.body)).toMatchObject({
      ok: false,
      fieldErrors: { form: spanishRequests.clientBusy.description(10) },
      toast: { title: spanishRequests.clientBusy.title },
    });
    expect(third.sentBeforeAnswer).toBeLessThan(8 * MB);

    // Another client's claim, sent while those two are held, is stored.
    const claim = await postClaim("127.0.0.4");
    expect(claim.status).toBe(200);
    const result = JSON.parse(claim.body) as { ok: boolean; reference: string };
    expect(result).toMatchObject({ ok: true });
    expect(result.reference).toMatch(/^CL\d{6}$/);
    expect(await claimStored(result.reference)).toBe(true);

    // The held uploads are cut off by the pace, and their files removed.
    for (const post of held) expect((await post.answer).status).toBe(408);
    await expect.poll(tempFiles).toEqual([]);

    // Their slots are free again: the same client uploads once more.
    const again = await postClaim("127.0.0.3");
    expect(again.status).toBe(200);
  });
});
