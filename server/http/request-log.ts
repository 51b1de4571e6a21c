import { randomUUID } from "node:crypto";

import type { RequestHandler } from "express";

import type { Logger } from "#server/logger.ts";

const INCOMING_ID = /^[\w.-]{8,64}$/;

/**
 * One line per request: method, path (never the query string, which may carry
 * tokens), status, duration and a request id. No bodies, no cookies, no
 * headers. A 404 is a warning naming the missing path.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.get("x-request-id");
    const requestId =
      incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    // For the error page, which names it so a report can be matched to the log.
    res.locals.requestId = requestId;
    res.on("finish", () => {
      const line = {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs:
          Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      };
      if (res.statusCode >= 500) logger.error(line, "request failed");
      else if (res.statusCode === 404)
        logger.warn(line, `page not found: ${req.path}`);
      else logger.info(line, "request");
    });
    next();
  };
}
