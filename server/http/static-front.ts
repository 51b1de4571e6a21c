import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import Negotiator from "negotiator";

import type { Logger } from "#server/logger.ts";
import { logRequest, millisecondsSince, requestIdOf } from "./request-log.ts";
import { fixedSecurityHeaders } from "./security-headers.ts";

export type Encoding = "br" | "gzip" | "identity";

/** Server order when the client likes several equally: the smallest first. */
const PREFERRED: readonly Encoding[] = ["br", "gzip", "identity"];

/** A file whose bytes do not change while the process runs. */
export interface StaticFile {
  /** The body as built, and compressed where the build wrote that. */
  bodies: { identity: Buffer } & Partial<Record<"br" | "gzip", Buffer>>;
  contentType: string;
  cacheControl: string;
  contentSecurityPolicy: string;
  /** Other headers of this file (a page's Speculation-Rules). */
  headers?: Array<[string, string]>;
}

/** One encoding of a file, with everything but the request id worked out. */
interface Representation {
  etag: string;
  body: Buffer;
  /** writeHead's flat [name, value, …] list for a 200 and for a 304. */
  ok: string[];
  notModified: string[];
}

/**
 * Answers GET and HEAD for the files the build made once and for all (the
 * prerendered pages, the hashed assets, the public folder's files) from
 * memory, before Express, which serves no file itself: the headers of each
 * encoding are put together at start, so a request costs a lookup, the
 * encoding the client takes, a request id and its log line (the security
 * headers and the request log line of Express's answers, ETag
 * revalidation). Returns false, having touched nothing, for every other
 * request.
 */
export function staticFront(options: {
  files: ReadonlyMap<string, StaticFile>;
  https: boolean;
  logger: Logger;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const security = fixedSecurityHeaders(options.https);
  const representations = new Map<
    string,
    Partial<Record<Encoding, Representation>>
  >();
  for (const [path, file] of options.files)
    representations.set(path, representationsOf(file, security));
  const acceptable = acceptedEncodings();

  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    // A body sent with a GET means nothing (RFC 9110) and is not read: Node
    // discards it once the answer is sent, as the app does for a GET it
    // renders (body-limits.ts).
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const raw = decodedPath(query < 0 ? url : url.slice(0, query));
    if (raw === undefined) return false;
    const path = raw.length > 1 && raw.endsWith("/") ? raw.slice(0, -1) : raw;
    const file = representations.get(path);
    if (file === undefined) return false;

    const started = process.hrtime.bigint();
    let representation = file.identity!;
    for (const encoding of acceptable(req.headers["accept-encoding"])) {
      const offered = file[encoding];
      if (offered) {
        representation = offered;
        break;
      }
    }
    const requestId = requestIdOf(singleHeader(req.headers["x-request-id"]));
    const notModified = matches(
      req.headers["if-none-match"],
      representation.etag,
    );
    const status = notModified ? 304 : 200;
    res.writeHead(status, [
      ...(notModified ? representation.notModified : representation.ok),
      "X-Request-Id",
      requestId,
    ]);
    if (notModified || method === "HEAD") res.end();
    else res.end(representation.body);
    logRequest(options.logger, {
      requestId,
      method,
      path,
      status,
      durationMs: millisecondsSince(started),
    });
    return true;
  };
}

function representationsOf(
  file: StaticFile,
  security: ReadonlyArray<[string, string]>,
): Partial<Record<Encoding, Representation>> {
  const tag = createHash("sha256")
    .update(file.bodies.identity)
    .digest("base64url")
    .slice(0, 27);
  const compressed =
    file.bodies.br !== undefined || file.bodies.gzip !== undefined;
  const result: Partial<Record<Encoding, Representation>> = {};
  for (const encoding of PREFERRED) {
    const body = file.bodies[encoding];
    if (body === undefined) continue;
    const etag = `"${tag}-${encoding}"`;
    const common: Array<[string, string]> = [
      ["Content-Security-Policy", file.contentSecurityPolicy],
      ...security,
      ...(file.headers ?? []),
      ["Cache-Control", file.cacheControl],
      ...(compressed ? [["Vary", "Accept-Encoding"] as [string, string]] : []),
      ["ETag", etag],
    ];
    const content: Array<[string, string]> = [
      ["Content-Type", file.contentType],
      ...(encoding === "identity"
        ? []
        : [["Content-Encoding", encoding] as [string, string]]),
      ["Content-Length", String(body.length)],
    ];
    result[encoding] = {
      etag,
      body,
      ok: [...common, ...content].flat(),
      notModified: common.flat(),
    };
  }
  return result;
}

/**
 * The encodings a client's Accept-Encoding allows, best first. Browsers send
 * a handful of distinct headers, so each is worked out once; the cache is
 * emptied should a client send endless variants.
 */
function acceptedEncodings(): (header: string | undefined) => Encoding[] {
  const known = new Map<string, Encoding[]>();
  return (header = "") => {
    let encodings = known.get(header);
    if (encodings === undefined) {
      encodings = new Negotiator({
        headers: { "accept-encoding": header },
      }).encodings(PREFERRED, { preferred: PREFERRED }) as Encoding[];
      if (known.size >= 256) known.clear();
      known.set(header, encodings);
    }
    return encodings;
  };
}

/**
 * The path as the file is named (`/images/a%20b.svg` is `a b.svg`), or
 * undefined when its escapes are malformed. Only a map key: no file system
 * is reached, so `%2e%2e` climbs nowhere.
 */
function decodedPath(raw: string): string | undefined {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function singleHeader(
  value: string | string[] | undefined,
): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether If-None-Match names this ETag (weakly compared, as RFC 9110 says for GET). */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
