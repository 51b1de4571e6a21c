import type { ErrorRequestHandler } from "express";

import { formWordsIn } from "#app/lib/forms/form-words.ts";
import { localeOfPath } from "#app/lib/locale.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "#server/db/unavailable.ts";
import type { Logger } from "#server/logger.ts";
import { loggedPath } from "./logged-path.ts";
import { sendPlainResponse } from "./responses.ts";

/**
 * The last handler: whatever escaped the app answers a generic page (or
 * JSON) naming the request id, never the error's message or stack, whatever
 * NODE_ENV says. An error that carries a 4xx status (a request Express or
 * the React Router handler could not read) answers that status; anything
 * else is ours, 500, and logged with the request id; except the database
 * being away (a restart, a failover), which answers 503 with Retry-After and
 * is logged as a warning: it passes without anyone's help.
 */
export function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const requestId = String(res.locals.requestId ?? "");
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : (clientErrorStatus(error) ?? 500);
    const context = {
      err: error,
      requestId,
      method: req.method,
      path: loggedPath(req.path),
    };
    if (unavailable)
      logger.warn(context, "request not served: database unavailable");
    else if (status >= 500) logger.error(context, "unhandled error");
    if (res.headersSent) {
      // Part of a response went out: cut it, so it is not taken for whole.
      res.destroy();
      return;
    }
    const { requestMessages } = formWordsIn(localeOfPath(req.path));
    sendPlainResponse(
      req,
      res,
      unavailable
        ? {
            status,
            headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
            code: "SERVICE_UNAVAILABLE",
            title: requestMessages.unavailable.title,
            message: requestMessages.unavailable.description,
          }
        : status >= 500
          ? {
              status,
              code: "INTERNAL_SERVER_ERROR",
              title: requestMessages.serverError.title,
              message: requestMessages.serverError.description(requestId),
            }
          : {
              status,
              code: "BAD_REQUEST",
              title: requestMessages.badRequest.title,
              message: requestMessages.badRequest.description,
            },
    );
  };
}

function clientErrorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as {
    status?: unknown;
    statusCode?: unknown;
  };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" && value >= 400 && value < 500
    ? value
    : undefined;
}
