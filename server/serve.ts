import { createServer, type RequestListener, type Server } from "node:http";

import type { Logger } from "./logger.ts";

/** How long in-flight requests get to finish after SIGTERM before their sockets are cut. */
const DRAIN_MS = 8_000;

/**
 * Listens, and on SIGTERM or SIGINT stops accepting, lets requests in flight
 * finish, runs `close` (database, outbox) and exits 0 within 10 seconds.
 */
export function serve(
  listener: RequestListener,
  options: {
    port: number;
    host: string;
    logger: Logger;
    close: () => Promise<void>;
  },
): Server {
  const { logger } = options;
  const server = createServer(listener);
  server.listen(options.port, options.host, () => {
    logger.info(
      { port: options.port, host: options.host },
      `listening on http://localhost:${options.port}`,
    );
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server could not start");
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
    cut.unref();
    server.close(() => {
      options
        .close()
        .then(() => {
          logger.info("stopped");
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "error while closing");
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
