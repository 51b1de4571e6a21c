import { PassThrough, pipeline } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import {
  renderToPipeableStream,
  type RenderToPipeableStreamOptions,
} from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";

import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "#server/db/unavailable.ts";
import { loggedError, loggedPath } from "#server/http/logged-path.ts";
import { withoutModuleHints } from "#server/http/module-hints.ts";
import {
  databaseUnavailableContext,
  nonceContext,
  servicesContext,
} from "#server/request-context.ts";

// The HTTP server builds each request's context with these keys; it reaches
// them through the server build (`build.entry.module`) so that both sides use
// the very same key objects.
export {
  clientContext,
  nonceContext,
  servicesContext,
} from "#server/request-context.ts";
// And so that pages rendered per request name the origin the server is told.
export { serveOrigin } from "#app/lib/seo.ts";

export const streamTimeout = 5_000;

/**
 * Every error a loader, action or render threw. One that says the database
 * is away is expected while it restarts: it is logged as a warning and
 * marked on the request, for app/root.tsx's middleware to answer 503.
 * Anything else is logged as React Router does by default.
 */
export const handleError: HandleErrorFunction = (
  error,
  { request, context },
) => {
  if (isDatabaseUnavailable(error)) {
    context.set(databaseUnavailableContext, true);
    context
      .get(servicesContext)
      ?.logger.warn(
        { err: error, path: loggedPath(new URL(request.url).pathname) },
        "page not served: database unavailable",
      );
    return;
  }
  if (request.signal.aborted) return;
  // An internal route error (a 404, a 405) carries the Error that made it.
  const inner = isRouteErrorResponse(error)
    ? (error as { error?: unknown }).error
    : undefined;
  // A message link's token never reaches the log, even inside an error.
  console.error(loggedError(inner ?? error, new URL(request.url).pathname));
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }
  const nonce = loadContext.get(nonceContext);
  // The 503 page of app/database-unavailable.server.ts: when to come back.
  if (responseStatusCode === 503)
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the build's prerender get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The head goes out without module hints (server/http/module-hints.ts).
          // Joined by pipeline, so a client that goes away closes the hints
          // stream too, which is what tells React to stop rendering.
          const hints = withoutModuleHints();
          pipeline(hints, body, () => {});
          pipe(hints);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by
          // React Router; only later streaming errors need logging here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
