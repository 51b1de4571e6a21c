import type { BetterAuthOptions } from "better-auth";
import { isAPIError } from "better-auth/api";

import type { Logger } from "#server/logger.ts";

/** An error as the logs keep it: its name and message, never its stack or the objects it carries. */
export function loggedError(error: unknown) {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : String(error);
}

/**
 * Better Auth's own logging, through our logger. Refusals (wrong password,
 * too many attempts...) are answers, not failures: only failures are logged.
 */
export function betterAuthLogging(
  logger: Logger,
): Pick<BetterAuthOptions, "onAPIError" | "logger"> {
  return {
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        logger.error(
          {
            source: "better-auth",
            error: loggedError(error),
          },
          "authentication request failed",
        );
      },
    },
    logger: {
      level: "warn",
      // Only the message: Better Auth's extra arguments can hold user records.
      log(level, message, ...args) {
        const error = args.find((arg) => arg instanceof Error);
        logger[level](
          {
            source: "better-auth",
            ...(error
              ? { error: { name: error.name, message: error.message } }
              : {}),
          },
          message,
        );
      },
    },
  };
}
