import { pino, type Logger } from "pino";

export type { Logger };

/**
 * JSON lines in production, pretty in development. Paths that could carry
 * secrets are redacted should anyone log a whole object by mistake.
 */
export function createLogger(options: {
  level: string;
  pretty: boolean;
}): Logger {
  return pino({
    level: options.level,
    redact: {
      paths: [
        "password",
        "*.password",
        "ssn",
        "*.ssn",
        "token",
        "*.token",
        "headers.cookie",
        "headers.authorization",
      ],
      censor: "[redacted]",
    },
    ...(options.pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  });
}
