import http, { type IncomingHttpHeaders } from "node:http";

export interface PostAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had written when the answer's headers arrived. */
  sentBeforeAnswer: number;
  elapsedMs: number;
}

export interface PostOptions {
  /** Absolute URL (http://127.0.0.1:PORT/path). */
  url: string;
  contentType?: string;
  /** Bytes sent first (e.g. a multipart part's headers). */
  head?: Uint8Array;
  /** The body's size: `head`, then `chunk` repeated until this many bytes. */
  totalBytes: number;
  /** Repeated to make up the body; never the whole body in memory. */
  chunk?: Uint8Array;
  /** Sent as Content-Length; without it the body goes chunked. */
  declaredLength?: number;
  /** Stop writing after this many bytes and hold the connection open. */
  stallAfter?: number;
  /** A slow sender: after `head`, one `chunk` every this many milliseconds. */
  chunkEveryMs?: number;
  headers?: Record<string, string>;
  /** The client's own address (any of 127.0.0.0/8), so rate limits see distinct clients. */
  localAddress?: string;
  method?: string;
}

export interface OpenPost {
  answer: Promise<PostAnswer>;
  /** Body bytes written so far. */
  sent(): number;
  /** Drops the connection. */
  close(): void;
}

/**
 * A POST whose body is generated while it is sent, a chunk at a time and
 * only as fast as the server takes it: 200 MB can be sent without holding
 * 200 MB. The answer is read as soon as it comes, even mid-body (a server
 * refusing early); the rest of the body is then not sent.
 */
export function openPost(options: PostOptions): OpenPost {
  const target = new URL(options.url);
  const chunk = options.chunk ?? new Uint8Array(64 * 1024).fill(0x61);
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentType !== undefined)
    headers["content-type"] = options.contentType;
  if (options.declaredLength !== undefined)
    headers["content-length"] = String(options.declaredLength);
  else headers["transfer-encoding"] = "chunked";

  const started = Date.now();
  let sent = 0;
  let answered = false;
  const request = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname + target.search,
    method: options.method ?? "POST",
    headers,
    localAddress: options.localAddress,
    agent: false,
  });

  const answer = new Promise<PostAnswer>((resolve, reject) => {
    request.on("response", (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      const finish = () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(parts).toString("utf8"),
          sentBeforeAnswer,
          elapsedMs: Date.now() - started,
        });
        request.destroy();
      };
      response.on("end", finish);
      // A server that closes after answering may cut the socket under us.
      response.on("error", finish);
      response.on("aborted", finish);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
  });

  // A post closed on purpose (or never awaited) is no unhandled rejection.
  answer.catch(() => {});

  const limit = Math.min(options.stallAfter ?? Infinity, options.totalBytes);
  const write = () => {
    if (sent === 0 && options.head && limit > 0) {
      request.write(options.head);
      sent += options.head.length;
    }
    while (!answered && !request.destroyed && sent < limit) {
      const piece =
        sent + chunk.length > limit ? chunk.subarray(0, limit - sent) : chunk;
      sent += piece.length;
      if (!request.write(piece)) {
        request.once("drain", write);
        return;
      }
      if (options.chunkEveryMs !== undefined && sent < limit) {
        setTimeout(write, options.chunkEveryMs);
        return;
      }
    }
    if (!answered && !request.destroyed && sent >= options.totalBytes)
      request.end();
  };
  request.flushHeaders();
  write();

  return {
    answer,
    sent: () => sent,
    close: () => request.destroy(),
  };
}

export const streamedPost = (options: PostOptions) => openPost(options).answer;
