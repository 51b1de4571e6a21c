import { randomUUID } from "node:crypto";

import type { RequestHandler } from "express";

import type { Logger } from "#server/logger.ts";
import { loggedPath } from "./logged-path.ts";

const INCOMING_ID = /^[\w.-]{8,64}$/;

/** The request's own id when it sent a sane one (a proxy's), else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/** Milliseconds since `started` (process.hrtime.bigint()), to a tenth. */
export function millisecondsSince(started: bigint): number {
  return Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
}

/**
 * One line per request: method, path (never the query string, which may carry
 * tokens; a message link's token redacted, logged-path.ts), status, duration
 * and a request id. No bodies, no cookies, no headers. A 404 is a warning
 * naming the missing path.
 */
export function logRequest(logger: Logger, request: RequestLine): void {
  const line = { ...request, path: loggedPath(request.path) };
  if (line.status >= 500) logger.error(line, "request failed");
  else if (line.status === 404)
    logger.warn(line, `page not found: ${line.path}`);
  else logger.info(line, "request");
}

/** Gives every request an id (X-Request-Id) and logs it when it is answered. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req.get("x-request-id"));
    res.setHeader("X-Request-Id", requestId);
    // For the error page, which names it so a report can be matched to the log.
    res.locals.requestId = requestId;
    res.on("finish", () =>
      logRequest(logger, {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: millisecondsSince(started),
      }),
    );
    next();
  };
}
