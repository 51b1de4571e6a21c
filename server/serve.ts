import { createServer, type RequestListener, type Server } from "node:http";

import type { Logger } from "./logger.ts";

/** How long in-flight requests get to finish after SIGTERM before their sockets are cut. */
const DRAIN_MS = 8_000;

/**
 * A request's headers must be whole within 20 s of its first byte (Node's
 * default is 60 s): a browser sends them in one packet, and a client that
 * trickles them (slowloris) holds a connection for no more than that.
 */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * A whole request, body included, must arrive within 10 minutes (Node's
 * default is 5). Slow bodies are cut off long before by their pace
 * (server/http/body-limits.ts, decision 0031), so this is the longest any
 * upload holds a slot of the upload cap; it is long enough for the largest
 * body a form takes (106 MB, a claim with ten documents) at about 1.5
 * Mbit/s, a slow phone's upload, where 5 minutes needed 3 Mbit/s.
 */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * How often Node checks the two timeouts above (default 30 s, which would
 * let a 20 s header timeout run to 50 s); a walk over the open connections.
 */
const TIMEOUT_CHECK_INTERVAL_MS = 5_000;

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
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    listener,
  );
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
