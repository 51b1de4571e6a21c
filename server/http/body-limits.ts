import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

import type { Request, RequestHandler } from "express";

import { formWordsIn } from "#app/lib/forms/form-words.ts";
import { localeOfPath } from "#app/lib/locale.ts";
import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import {
  INBOUND_EMAIL_MAX_BYTES,
  INBOUND_EMAIL_PATHS,
} from "#server/conversations/inbound-email.ts";
import { formsWithFiles } from "#server/forms/registry.ts";
import { clientNetwork } from "#server/rate-limit.ts";
import {
  maxBodyBytes,
  mediaTypeOf,
  SMALL_BODY_BYTES,
} from "#server/uploads/multipart.ts";
import { sendPlainResponse } from "./responses.ts";
import { beforeHeaders } from "./before-headers.ts";
import { watchPace, type BodyPace, type SlowBody } from "./body-pace.ts";

/** The kinds of body a route may take, by media type. */
const KINDS = {
  "multipart/form-data": "multipart",
  "application/x-www-form-urlencoded": "urlencoded",
  "application/json": "json",
  // A raw email: the standard type, and the plain text some mail services post it as.
  "message/rfc822": "message",
  "text/plain": "message",
} as const;
type BodyKind = (typeof KINDS)[keyof typeof KINDS];

export interface BodyRoute {
  /** For the documentation and the tests: which paths these are. */
  name: string;
  path: RegExp;
  /**
   * What the route reads, and the most each kind of body may hold there; a
   * body of any other type is refused with 415. A form's multipart body
   * holds its files at their limits plus its text fields; its URL-encoded
   * body never holds files and is capped at SMALL_BODY_BYTES.
   */
  limits: Partial<Record<BodyKind, number>>;
  /**
   * False where uploads are not held to a client's share of the cap: the
   * inbound email endpoint, whose one sender (a mail service, from a few
   * addresses, posting messages in bursts) must show the secret before a
   * byte of its body is read.
   */
  clientShare?: false;
}

/** What a page's form may send: multipart (with files up to `multipartBytes`) or URL-encoded. */
const formLimits = (multipartBytes: number) => ({
  multipart: multipartBytes,
  urlencoded: SMALL_BODY_BYTES,
});

/** A React Router path pattern as a regular expression over normalised paths. */
function pathPattern(paths: readonly string[]): RegExp {
  const alternatives = paths.map((path) =>
    path
      .toLowerCase()
      .replace(/^\//, "")
      .split("/")
      .map((segment) =>
        segment.startsWith(":")
          ? "[^/]+"
          : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("/"),
  );
  return new RegExp(`^/(${alternatives.join("|")})$`);
}

/**
 * POST /api/inbound-email, where a mail service posts a reply: the raw
 * message (message/rfc822 or text/plain), a multipart form holding it
 * (SendGrid, Mailgun) or Postmark's JSON; each up to the size of the
 * largest message it reads (server/conversations/inbound-email.ts). It is
 * a route only when INBOUND_EMAIL_SECRET is set (`bodyLimits`' `routes`).
 */
export const inboundEmailBodyRoute: BodyRoute = {
  name: "the inbound email endpoint: one raw message and its attachments",
  path: pathPattern(INBOUND_EMAIL_PATHS),
  limits: {
    message: INBOUND_EMAIL_MAX_BYTES,
    multipart: INBOUND_EMAIL_MAX_BYTES,
    json: INBOUND_EMAIL_MAX_BYTES,
  },
  clientShare: false,
};

/**
 * Every route that reads a body, and what it takes: a row per form with
 * files (its page and its JSON endpoint, from its definition in
 * server/forms/registry.ts), the inbound email endpoint, then every other
 * action. Paths are matched after React Router's own normalising (case,
 * percent-encoding, a trailing slash, the `.data` suffix of its client-side
 * submissions); a path not listed gets the last row, the smallest.
 */
export const bodyRoutes: readonly BodyRoute[] = [
  ...formsWithFiles().map(({ name, files, paths }) => ({
    name: `${name}: ${Object.keys(files).join(", ")}`,
    path: pathPattern(paths),
    limits: formLimits(maxBodyBytes(files)),
  })),
  inboundEmailBodyRoute,
  {
    name: "every other page action and endpoint (contact, sign-in, password reset, sign-out, …)",
    path: /^/,
    limits: formLimits(SMALL_BODY_BYTES),
  },
];

/** The path as React Router matches it, for the table above. */
export function routePathOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Left as sent: React Router will not match it either.
  }
  const normalised = decoded
    .toLowerCase()
    .replace(/\/+$/, "")
    .replace(/\.data$/, "");
  return normalised === "" || normalised === "/_root" ? "/" : normalised;
}

export function bodyRouteOf(
  path: string,
  routes: readonly BodyRoute[] = bodyRoutes,
): BodyRoute {
  const normalised = routePathOf(path);
  return routes.find((route) => route.path.test(normalised))!;
}

export interface BodyLimitOptions {
  /**
   * The rows of `bodyRoutes` this app serves (all of them by default): the
   * inbound email endpoint's is left out while it is off, so its path is
   * answered as any unknown path is.
   */
  routes?: readonly BodyRoute[];
  /** Uploads (bodies allowed more than SMALL_BODY_BYTES) read at once by this process. */
  maxConcurrentUploads?: number;
  /**
   * The bytes those uploads may hold at once: each reserves its declared
   * length, or its route's limit when it declares none (chunked).
   */
  maxUploadBytesInFlight?: number;
  /**
   * Of those, the uploads one client (its network: an IPv4 address, an
   * IPv6 /64, as rate limits count it) may hold at once.
   */
  maxUploadsPerClient?: number;
  /** Retry-After on the 503 beyond the process's cap, and on the 429 beyond a client's share. */
  retryAfterSeconds?: number;
  /** How fast every body must arrive (body-pace.ts); each field apart from the defaults. */
  pace?: Partial<BodyPace>;
}

export const DEFAULT_MAX_CONCURRENT_UPLOADS = 8;
export const DEFAULT_MAX_UPLOAD_BYTES_IN_FLIGHT = 256 * MEGABYTE;
/**
 * A quarter of the slots: one client cannot fill the process's uploads with
 * slow bodies; it takes four networks. Two, not one, so that a person
 * sending again while their first try is still being torn down, or two
 * people behind one address (a household, an office, a carrier's NAT), are
 * not refused.
 */
export const DEFAULT_MAX_UPLOADS_PER_CLIENT = 2;

/**
 * The pace every body must keep (body-pace.ts; decision 0031):
 * - 30 s without a byte: longer than a phone's handover or TCP's
 *   retransmissions on a lossy link (1 + 2 + 4 + 8 s for four lost
 *   segments in a row) take, shorter than nginx's 60 s between reads;
 * - past a 10 s grace (a connection's slow start, a phone's radio waking),
 *   2 KB/s on average: 16 kbit/s, below the slowest data link still in use
 *   (2G GPRS sends 20 to 40 kbit/s; the US networks have switched 2G off),
 *   and four times Apache's 500 B/s. A real upload never meets it; a
 *   client holding a slot at that rate pays 1.2 MB per slot for the 10
 *   minutes a request may last (server/serve.ts).
 */
export const DEFAULT_BODY_PACE: BodyPace = {
  idleMs: 30_000,
  graceMs: 10_000,
  minBytesPerSecond: 2 * 1024,
};

/** The limit was passed while the body streamed in. */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/** The body stopped arriving, or arrived more slowly than DEFAULT_BODY_PACE allows. */
export class BodyTooSlowError extends Error {
  override name = "BodyTooSlowError";
}

export interface CountedBody {
  stream: Readable;
  /** URL-encoded or JSON: to be read whole before parsing (within SMALL_BODY_BYTES but on the inbound email endpoint, which reads its own). */
  small: boolean;
}

const countedBodies = new WeakMap<IncomingMessage, CountedBody>();

/** The body the app may read, counted; undefined for a request without one. */
export function requestBody(req: IncomingMessage): CountedBody | undefined {
  return countedBodies.get(req);
}

/**
 * Bounds every request body before anything reads it. By the route's row in
 * `bodyRoutes`: a body of a type the route does not take is refused (415); a
 * declared length over its limit is refused before a byte is read (413); any
 * other body is handed on as a counted stream that fails, and answers 413,
 * the moment it passes the limit (a chunked body has no declared length),
 * or 408 the moment it stalls or falls below the pace (body-pace.ts).
 * Uploads (bodies allowed more than SMALL_BODY_BYTES: a form's files, an
 * inbound email) are also bounded per process: beyond the cap, 503 with
 * Retry-After; and per client: beyond its share of the cap, 429 with
 * Retry-After. A response sent before its request's body was read whole
 * closes the connection, so the rest of the body is never read.
 */
export function bodyLimits(options: BodyLimitOptions = {}): RequestHandler {
  const maxUploads =
    options.maxConcurrentUploads ?? DEFAULT_MAX_CONCURRENT_UPLOADS;
  const maxUploadBytes =
    options.maxUploadBytesInFlight ?? DEFAULT_MAX_UPLOAD_BYTES_IN_FLIGHT;
  const maxClientUploads =
    options.maxUploadsPerClient ?? DEFAULT_MAX_UPLOADS_PER_CLIENT;
  const retryAfter = options.retryAfterSeconds ?? 10;
  const routes = options.routes ?? bodyRoutes;
  const pace: BodyPace = { ...DEFAULT_BODY_PACE, ...options.pace };
  const inFlight = { uploads: 0, bytes: 0 };
  /** Uploads in flight by client network; a client with none has no entry. */
  const byClient = new Map<string, number>();

  return (req, res, next) => {
    if (!hasBody(req)) return next();
    beforeHeaders(res, () => {
      if (req.complete) return;
      res.setHeader("Connection", "close");
      closeGently(req);
    });
    // The app never reads the body of a GET or HEAD: it is left unread.
    if (req.method === "GET" || req.method === "HEAD") return next();

    const route = bodyRouteOf(req.path, routes);
    // In the language of the page the post came from (/es/...), like the form's own answers.
    const { requestMessages, uploadMessages } = formWordsIn(
      localeOfPath(req.path),
    );
    const contentType = req.headers["content-type"] ?? "";
    const mediaType = mediaTypeOf(contentType);
    const kind = Object.hasOwn(KINDS, mediaType)
      ? KINDS[mediaType as keyof typeof KINDS]
      : undefined;
    const maxBytes = kind && route.limits[kind];
    if (!kind || maxBytes === undefined) {
      return sendPlainResponse(req, res, {
        status: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
        title: requestMessages.unsupportedType.title,
        message: requestMessages.unsupportedType.description(
          (Object.keys(route.limits) as BodyKind[]).map(mediaTypeName),
        ),
      });
    }
    // Everything after this reads the media type in lower case.
    const parameters = contentType.indexOf(";");
    req.headers["content-type"] =
      parameters === -1 ? mediaType : mediaType + contentType.slice(parameters);

    const tooLarge = () =>
      sendPlainResponse(req, res, {
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
        title: requestMessages.tooLarge.title,
        message:
          maxBytes > SMALL_BODY_BYTES
            ? uploadMessages.bodyTooLarge(Math.floor(maxBytes / MEGABYTE))
            : uploadMessages.formTooLarge(Math.floor(maxBytes / 1024)),
      });
    const declared = Number(req.headers["content-length"] ?? Number.NaN);
    if (declared > maxBytes) return tooLarge();

    if (maxBytes > SMALL_BODY_BYTES) {
      const reserved = Number.isFinite(declared) ? declared : maxBytes;
      if (
        inFlight.uploads >= maxUploads ||
        inFlight.bytes + reserved > maxUploadBytes
      ) {
        return sendPlainResponse(req, res, {
          status: 503,
          code: "TOO_MANY_UPLOADS",
          title: requestMessages.busy.title,
          message: requestMessages.busy.description(retryAfter),
          headers: { "Retry-After": String(retryAfter) },
        });
      }
      // The client's share: its network (an IPv6 /64 is one client), by
      // the address Express trusts (TRUST_PROXY), as rate limits count it.
      const client =
        route.clientShare === false
          ? undefined
          : clientNetwork(req.ip ?? req.socket.remoteAddress ?? "unknown");
      const held = client === undefined ? 0 : (byClient.get(client) ?? 0);
      if (client !== undefined && held >= maxClientUploads) {
        return sendPlainResponse(req, res, {
          status: 429,
          code: "TOO_MANY_UPLOADS_FROM_CLIENT",
          title: requestMessages.clientBusy.title,
          message: requestMessages.clientBusy.description(retryAfter),
          headers: { "Retry-After": String(retryAfter) },
        });
      }
      inFlight.uploads += 1;
      inFlight.bytes += reserved;
      if (client !== undefined) byClient.set(client, held + 1);
      // Its files stay in DATA_DIR/tmp until the answer is sent.
      res.once("close", () => {
        inFlight.uploads -= 1;
        inFlight.bytes -= reserved;
        if (client === undefined) return;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      });
    }

    countedBodies.set(req, {
      stream: countedBody(req, res, maxBytes, pace, {
        tooLarge() {
          if (!res.headersSent) tooLarge();
          else req.socket.destroy();
        },
        tooSlow(why) {
          if (res.headersSent) {
            req.socket.destroy();
            return;
          }
          sendPlainResponse(req, res, {
            status: 408,
            code: why === "stalled" ? "BODY_STALLED" : "BODY_TOO_SLOW",
            title: requestMessages.tooSlow.title,
            message: requestMessages.tooSlow.description,
          });
        },
      }),
      small: kind === "urlencoded" || kind === "json",
    });
    next();
  };
}

/** How long a connection answered before its body was read stays open for the client to read the answer. */
const LINGER_MS = 2_000;

/**
 * Closes the connection of a request answered before its body was read
 * without cutting the answer off. Node ends such a connection (Connection:
 * close) by destroying its socket as soon as the answer is written; with
 * unread bytes in it, the socket is reset, and a client still sending may
 * get the reset before it reads the answer. Here the answer is followed by
 * a FIN, nothing more is read (the client's sending stalls: TCP pushes back),
 * and the socket is destroyed when the client closes or after LINGER_MS.
 */
function closeGently(req: IncomingMessage) {
  const socket = req.socket;
  socket.destroySoon = function lingeringClose() {
    req.pause();
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return (
    req.headers["transfer-encoding"] !== undefined ||
    (length !== undefined && length !== "0")
  );
}

function mediaTypeName(kind: BodyKind): string {
  return Object.entries(KINDS).find(([, k]) => k === kind)![0];
}

/**
 * The request's body, counted as it arrives: past `maxBytes`, or when it
 * breaks the pace (body-pace.ts), reading stops, `refuse` answers, and
 * whoever reads the stream gets an error instead of more bytes. It holds
 * at most one socket chunk beyond its small buffer: when no one reads, the
 * request is paused (TCP pushes back on the sender) and the pace's clocks
 * stop, as they do once the response is sent.
 */
function countedBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  pace: BodyPace,
  refuse: { tooLarge(): void; tooSlow(why: SlowBody): void },
): Readable {
  let received = 0;
  const watch = watchPace(pace, (why) => {
    stop();
    refuse.tooSlow(why);
    body.destroy(
      new BodyTooSlowError(
        why === "stalled"
          ? `The body sent nothing for ${pace.idleMs} ms`
          : `The body arrived slower than ${pace.minBytesPerSecond} bytes a second`,
      ),
    );
  });
  const stop = () => {
    watch.stop();
    req.off("data", onData);
    req.pause();
  };
  const body = new Readable({
    read() {
      watch.waiting();
      req.resume();
    },
    destroy(error, callback) {
      stop();
      callback(error);
    },
  });
  function onData(chunk: Buffer) {
    received += chunk.length;
    watch.received(chunk.length);
    if (received > maxBytes) {
      stop();
      refuse.tooLarge();
      body.destroy(
        new BodyTooLargeError(`The body passed its limit of ${maxBytes} bytes`),
      );
      return;
    }
    if (!body.push(chunk)) {
      watch.holding();
      req.pause();
    }
  }
  // Its reader hears its errors; one that cancelled it (a web stream
  // cancelled with a reason destroys it with that reason) has stopped
  // listening, and an error nobody hears would end the process.
  body.on("error", () => {});
  // Answered: nothing more is read (closeGently), so nothing is waited for.
  res.once("finish", () => watch.stop());
  req.on("data", onData);
  watch.waiting();
  req.once("end", () => {
    watch.stop();
    body.push(null);
  });
  req.once("error", (error) => body.destroy(error));
  req.once("close", () => {
    if (!req.complete) body.destroy(new Error("The request was interrupted"));
  });
  return body;
}
