import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";

import type { RequestHandler } from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  formMessages as spanishForms,
  uploadMessages as spanishUploads,
} from "#app/content/es/forms.ts";
import { fileRules, MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import { parseConfig } from "#server/config.ts";
import {
  bodyRouteOf,
  bodyRoutes,
  DEFAULT_MAX_CONCURRENT_UPLOADS,
  DEFAULT_MAX_UPLOADS_PER_CLIENT,
  routePathOf,
} from "#server/http/body-limits.ts";
import { createHttpApp, type HttpAppOptions } from "#server/http/create-app.ts";
import { fetchRequestOf } from "#server/http/react-router-handler.ts";
import type { Services } from "#server/services.ts";
import {
  maxBodyBytes,
  parseForm,
  SMALL_BODY_BYTES,
  UploadError,
} from "#server/uploads/multipart.ts";
import { openPost, streamedPost } from "../helpers/streamed-post.ts";
import { testTempFiles } from "../helpers/temp-files.ts";

/**
 * The HTTP app as `npm start` builds it (server/http/create-app.ts), in front
 * of a stand-in for the React Router app that reads each body the way a
 * route action does: through the Fetch request the React Router handler
 * makes, with `parseForm` or by reading it to the end. Whatever the limits let
 * through is what a route could hold.
 */

const apps: Server[] = [];

interface Started {
  url: string;
  /** Body bytes the stand-in route read from the last body it was handed. */
  lastRead(): number;
  logs: Array<Record<string, unknown>>;
}

const formRules: Record<string, Parameters<typeof parseForm>[1]> = {
  "/api/forms/claim": { documents: fileRules.claimDocuments },
  "/api/forms/verification": {
    driversLicenseFront: fileRules.driversLicense,
    driversLicenseBack: fileRules.driversLicense,
  },
};

/** Reads a posted body as a route action would; answers what it read. */
function standInRoute(record: (bytes: number) => void): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.path === "/throws") return next();
    let bytes = 0;
    const request = await fetchRequestOf(req, res);
    if (!request) return record(0);
    try {
      if (req.get("x-read") === "form") {
        const temp = testTempFiles();
        try {
          const form = await parseForm(request, formRules[req.path], temp);
          res.json({
            fields: Object.fromEntries(form.fields),
            files: form.files.map((file) => file.fileName),
          });
        } finally {
          await temp.removeAll();
        }
        return;
      }
      const reader = request.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
      }
      res.json({ bytes });
    } catch (error) {
      if (!res.headersSent)
        res
          .status(error instanceof UploadError ? error.status : 400)
          .json({ error: String(error) });
    } finally {
      record(bytes);
    }
  };
}

async function start(options: Partial<HttpAppOptions> = {}): Promise<Started> {
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(line: Buffer, _encoding, done) {
        logs.push(JSON.parse(line.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const services = {
    config: parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "harborline-bodies-")),
    }),
    logger,
    database: { ping: async () => true },
  } as unknown as Services;
  let lastRead = 0;
  const app = createHttpApp({
    services,
    build: async () => {
      throw new Error("the build is not there: secret-internal-detail");
    },
    before: [standInRoute((bytes) => (lastRead = bytes))],
    ...options,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, "127.0.0.1", () =>
      resolve(listening),
    );
  });
  apps.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, lastRead: () => lastRead, logs };
}

afterAll(async () => {
  for (const server of apps) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const multipartHead = (boundary: string, name = "message") =>
  new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
  );
const fileHead = (boundary: string, name: string, fileName: string) =>
  new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );

describe("request bodies: limits by route, counted while they stream", () => {
  let app: Started;
  beforeAll(async () => {
    app = await start();
  });

  it("knows each route's limit and types from its path, as React Router matches it", () => {
    const verification = maxBodyBytes({
      a: fileRules.driversLicense,
      b: fileRules.driversLicense,
    });
    expect(bodyRouteOf("/api/forms/verification").limits.multipart).toBe(
      verification,
    );
    expect(bodyRouteOf("/dashboard/verification.data").limits.multipart).toBe(
      verification,
    );
    expect(bodyRouteOf("/API/Forms/Claim/").limits.multipart).toBe(
      maxBodyBytes({ documents: fileRules.claimDocuments }),
    );
    expect(bodyRouteOf("/job/%33").limits.multipart).toBe(
      maxBodyBytes({ resume: fileRules.resume }),
    );
    // A Spanish page's form, posted to its page or to the endpoint under /es.
    for (const spanish of ["/es/api/forms/claim", "/es/file-a-claim"])
      expect(bodyRouteOf(spanish).limits.multipart).toBe(
        maxBodyBytes({ documents: fileRules.claimDocuments }),
      );
    for (const small of [
      "/contact",
      "/api/forms/contact",
      "/login",
      "/reset-password",
      "/auth/callback",
      "/",
      "/_root.data",
      "/no-such-page",
    ])
      expect(bodyRouteOf(small).limits.multipart).toBe(SMALL_BODY_BYTES);
    // Better Auth's HTTP API is not served: its paths are the site's 404.
    expect(bodyRouteOf("/api/auth/sign-in/email")).toBe(
      bodyRouteOf("/contact"),
    );
    expect(bodyRouteOf("/contact").limits.json).toBeUndefined();
    expect(routePathOf("/%E0%A4%A")).toBe("/%e0%a4%a");
  });

  it("refuses a declared length over the route's limit with 413 before reading a byte", async () => {
    const claim = await streamedPost({
      url: `${app.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      declaredLength: 500 * MEGABYTE,
      totalBytes: 500 * MEGABYTE,
      stallAfter: 0,
    });
    expect(claim.status).toBe(413);
    expect(claim.sentBeforeAnswer).toBe(0);
    expect(claim.headers.connection).toBe("close");
    expect(claim.headers["cache-control"]).toBe("no-store");
    // The enhanced form's own answer shape, so it shows the message.
    expect(JSON.parse(claim.body)).toMatchObject({
      ok: false,
      fieldErrors: { form: "The upload is too large (at most 106MB)" },
      toast: { type: "error", title: "Upload Failed" },
    });

    const contact = await streamedPost({
      url: `${app.url}/contact`,
      contentType: "application/x-www-form-urlencoded",
      declaredLength: SMALL_BODY_BYTES + 1,
      totalBytes: SMALL_BODY_BYTES + 1,
      stallAfter: 0,
    });
    expect(contact.status).toBe(413);
    expect(contact.headers["content-type"]).toMatch(/^text\/html/);
    expect(contact.body).toContain("The form is too large (at most 64 KB)");

    // From a Spanish page: the same answer, in Spanish, in the form's shape.
    const spanish = await streamedPost({
      url: `${app.url}/es/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      declaredLength: 500 * MEGABYTE,
      totalBytes: 500 * MEGABYTE,
      stallAfter: 0,
    });
    expect(spanish.status).toBe(413);
    expect(JSON.parse(spanish.body)).toMatchObject({
      ok: false,
      fieldErrors: { form: spanishUploads.bodyTooLarge(106) },
      toast: { type: "error", title: spanishForms.uploadFailed },
    });
    const spanishPage = await streamedPost({
      url: `${app.url}/es/contact`,
      contentType: "application/x-www-form-urlencoded",
      declaredLength: SMALL_BODY_BYTES + 1,
      totalBytes: SMALL_BODY_BYTES + 1,
      stallAfter: 0,
    });
    expect(spanishPage.body).toContain('<html lang="es">');
    expect(spanishPage.body).toContain(spanishUploads.formTooLarge(64));
  });

  it.each([
    ["Multipart/Form-Data; boundary=x", "/api/forms/contact", SMALL_BODY_BYTES],
    ["application/x-www-form-urlencoded", "/contact", SMALL_BODY_BYTES],
    [
      "multipart/form-data; boundary=x",
      "/api/forms/verification",
      maxBodyBytes({
        a: fileRules.driversLicense,
        b: fileRules.driversLicense,
      }),
    ],
  ])(
    "cuts a chunked %s body to %s off at the limit, answering 413",
    async (contentType, route, limit) => {
      const answer = await streamedPost({
        url: `${app.url}${route}`,
        contentType,
        head: contentType.toLowerCase().startsWith("multipart")
          ? multipartHead("x")
          : undefined,
        totalBytes: 200 * MEGABYTE,
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe("close");
      // The route read no more than its limit, and the sender was stopped soon after.
      expect(app.lastRead()).toBeLessThanOrEqual(limit);
      expect(answer.sentBeforeAnswer).toBeLessThan(limit + 16 * MEGABYTE);
    },
  );

  it("refuses with 415 a body of a type the route does not take, whatever its size", async () => {
    for (const [route, contentType] of [
      ["/contact", "text/plain"],
      ["/api/forms/contact", "application/json"],
      ["/login", "application/xml"],
      ["/api/auth/sign-in/email", "text/plain;charset=UTF-8"],
      ["/api/auth/sign-in/email", "application/json"],
      ["/api/forms/verification", "multipart/mixed; boundary=x"],
      ["/reset-password", undefined],
    ] as const) {
      const answer = await streamedPost({
        url: `${app.url}${route}`,
        contentType,
        totalBytes: 200 * MEGABYTE,
      });
      expect(answer.status, `${route} ${contentType}`).toBe(415);
      expect(answer.sentBeforeAnswer).toBeLessThan(16 * MEGABYTE);
    }
    const json = await streamedPost({
      url: `${app.url}/api/forms/contact`,
      contentType: "application/json",
      totalBytes: 2,
      chunk: new TextEncoder().encode("{}"),
    });
    expect(JSON.parse(json.body).fieldErrors.form).toMatch(
      /does not accept this kind of content/,
    );
  });

  it("reads a multipart body whose type is spelled in capitals as multipart", async () => {
    const boundary = "Case-Boundary-X";
    const body = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda Lovelace\r\n--${boundary}--\r\n`,
    );
    const answer = await streamedPost({
      url: `${app.url}/api/forms/contact`,
      contentType: `Multipart/Form-Data; boundary=${boundary}`,
      head: body,
      totalBytes: body.length,
      declaredLength: body.length,
      headers: { "x-read": "form" },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      fields: { fullName: ["Ada Lovelace"] },
      files: [],
    });
  });

  it("lets a body within its limit through whole", async () => {
    const answer = await streamedPost({
      url: `${app.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      totalBytes: 3 * MEGABYTE,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: 3 * MEGABYTE });
  });

  it("answers a response sent before its body was read with Connection: close", async () => {
    // The stand-in route answers a file over its limit at once (parseForm's 413).
    const answer = await streamedPost({
      url: `${app.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      head: fileHead("x", "documents", "big.pdf"),
      totalBytes: 60 * MEGABYTE,
      headers: { "x-read": "form" },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("File size exceeds 10MB limit");
    expect(answer.headers.connection).toBe("close");
    expect(answer.sentBeforeAnswer).toBeLessThan(30 * MEGABYTE);
  });
});

describe("the per-process cap on uploads in flight", () => {
  it("answers 503 with Retry-After beyond the cap, and takes uploads again once one ends", async () => {
    expect(DEFAULT_MAX_CONCURRENT_UPLOADS).toBe(8);
    const app = await start({ bodyLimits: { maxConcurrentUploads: 2 } });
    const held = [1, 2].map(() =>
      openPost({
        url: `${app.url}/api/forms/claim`,
        contentType: "multipart/form-data; boundary=x",
        declaredLength: MEGABYTE,
        totalBytes: MEGABYTE,
        stallAfter: 1000,
      }),
    );
    await expect.poll(() => held.every((post) => post.sent() > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const refused = await streamedPost({
      url: `${app.url}/api/forms/verification`,
      contentType: "multipart/form-data; boundary=x",
      totalBytes: 100 * MEGABYTE,
    });
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("10");
    expect(refused.sentBeforeAnswer).toBeLessThan(16 * MEGABYTE);
    expect(JSON.parse(refused.body).fieldErrors.form).toMatch(
      /Too many uploads/,
    );

    // Small forms are not uploads: never held back by the cap.
    const contact = await streamedPost({
      url: `${app.url}/api/forms/contact`,
      contentType: "multipart/form-data; boundary=x",
      totalBytes: 1000,
    });
    expect(contact.status).toBe(200);

    held[0]!.close();
    await expect
      .poll(async () => {
        const again = await streamedPost({
          url: `${app.url}/api/forms/claim`,
          contentType: "multipart/form-data; boundary=x",
          totalBytes: 1000,
        });
        return again.status;
      })
      .toBe(200);
    held[1]!.close();
  });

  it("also bounds the bytes uploads in flight may hold, reserving a chunked upload's whole limit", async () => {
    const app = await start({
      bodyLimits: { maxUploadBytesInFlight: 150 * MEGABYTE },
    });
    const held = openPost({
      url: `${app.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      totalBytes: 50 * MEGABYTE,
      stallAfter: 1000,
    });
    await expect.poll(() => held.sent()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // 106 MB reserved by the chunked claim: another 106 MB does not fit, 1 MB does.
    const second = await streamedPost({
      url: `${app.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      totalBytes: 1000,
    });
    expect(second.status).toBe(503);
    const declared = await streamedPost({
      url: `${app.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      declaredLength: MEGABYTE,
      totalBytes: MEGABYTE,
    });
    expect(declared.status).toBe(200);
    held.close();
  });
});

describe("a client's share of the upload cap", () => {
  it("holds each client to its share, but not a mail service posting replies", async () => {
    expect(DEFAULT_MAX_UPLOADS_PER_CLIENT).toBe(2);
    // Every route, the inbound email endpoint's included, with a share of one.
    const app = await start({
      bodyLimits: { routes: bodyRoutes, maxUploadsPerClient: 1 },
    });
    const held = [
      openPost({
        url: `${app.url}/api/forms/claim`,
        contentType: "multipart/form-data; boundary=x",
        declaredLength: MEGABYTE,
        totalBytes: MEGABYTE,
        stallAfter: 1000,
        localAddress: "127.0.0.7",
      }),
      openPost({
        url: `${app.url}/api/inbound-email`,
        contentType: "message/rfc822",
        declaredLength: MEGABYTE,
        totalBytes: MEGABYTE,
        stallAfter: 1000,
        localAddress: "127.0.0.7",
      }),
    ];
    await expect.poll(() => held.every((post) => post.sent() > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const refused = await streamedPost({
      url: `${app.url}/api/forms/verification`,
      contentType: "multipart/form-data; boundary=x",
      totalBytes: 1000,
      localAddress: "127.0.0.7",
    });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("10");
    expect(JSON.parse(refused.body).fieldErrors.form).toMatch(
      /Other uploads from your connection are still in progress/,
    );
    // The endpoint's sender shows its secret before its body is read; its
    // messages come in bursts from a few addresses.
    const email = await streamedPost({
      url: `${app.url}/api/inbound-email`,
      contentType: "message/rfc822",
      totalBytes: 1000,
      localAddress: "127.0.0.7",
    });
    expect(email.status).toBe(200);
    // Another client is not held to this one's share.
    const other = await streamedPost({
      url: `${app.url}/api/forms/verification`,
      contentType: "multipart/form-data; boundary=x",
      totalBytes: 1000,
      localAddress: "127.0.0.8",
    });
    expect(other.status).toBe(200);
    for (const post of held) post.close();
  });
});

describe("errors and headers", () => {
  let app: Started;
  beforeAll(async () => {
    app = await start({
      clientDir: mkdtempSync(path.join(tmpdir(), "harborline-client-")),
    });
  });

  it("answers an unexpected error with a generic page naming the request id, never the error", async () => {
    expect(process.env.NODE_ENV).not.toBe("production");
    const page = await fetch(`${app.url}/throws`);
    expect(page.status).toBe(500);
    const requestId = page.headers.get("x-request-id")!;
    const html = await page.text();
    expect(html).toContain(requestId);
    expect(html).toContain("Something went wrong on our side");
    expect(html).not.toContain("secret-internal-detail");
    expect(html).not.toMatch(/at .*\.ts:\d+/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(
      app.logs.find((line) => line.msg === "unhandled error"),
    ).toMatchObject({ requestId, path: "/throws" });

    const json = await fetch(`${app.url}/throws`, {
      headers: { accept: "application/json" },
    });
    expect(json.status).toBe(500);
    const body = (await json.json()) as { code: string; message: string };
    expect(body.code).toBe("INTERNAL_SERVER_ERROR");
    expect(body.message).toContain(json.headers.get("x-request-id")!);
  });

  it("answers a request whose Host names no host with 400, not 500", async () => {
    const answer = await streamedPost({
      url: `${app.url}/throws`,
      method: "GET",
      headers: { host: "exa mple" },
      totalBytes: 0,
      declaredLength: 0,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("The request could not be understood");
  });

  it("sends base-uri 'none' in the CSP and Cross-Origin-Resource-Policy: same-origin", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.headers.get("content-security-policy")).toContain(
      "base-uri 'none'",
    );
    expect(response.headers.get("cross-origin-resource-policy")).toBe(
      "same-origin",
    );
  });

  it("marks answers to posts, the API and responses that set a cookie no-store", async () => {
    const posted = await fetch(`${app.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ fullName: "Ada" }),
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get("cache-control")).toBe("no-store");
    const api = await fetch(`${app.url}/api/forms/contact`, {
      method: "POST",
      body: new FormData(),
    });
    expect(api.headers.get("cache-control")).toBe("no-store");
  });
});
