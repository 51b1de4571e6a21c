import type { MiddlewareFunction } from "react-router";

import { requestMessages } from "#app/content/forms.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "#server/db/unavailable.ts";
import { databaseUnavailableContext } from "#server/request-context.ts";

/**
 * Root middleware: a request whose loader or action failed because the
 * database is away (marked by handleError in entry.server.tsx) answers 503
 * with Retry-After. React Router has already rendered the generic error page
 * by the time we learn of it (it catches loader errors before middleware
 * sees them), so that answer is dropped and the thrown 503 is rendered
 * again by the root ErrorBoundary as "Service temporarily unavailable". A
 * route error response, unlike an Error, reaches the browser unsanitised,
 * so a hydrated page shows the same thing. Resource routes (documents,
 * exports) get the thrown response as it is.
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<
  Response
> = async ({ context }, next) => {
  const response = await next();
  if (!context.get(databaseUnavailableContext)) return response;
  await response.body?.cancel();
  throw new Response(requestMessages.unavailable.description, {
    status: 503,
    statusText: "Service Unavailable",
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    },
  });
};
