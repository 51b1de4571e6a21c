import { withClientIp } from "#server/auth/limits.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Route } from "./+types/auth";

/**
 * Better Auth's HTTP endpoints that the site's pages use, as "METHOD /path"
 * under /api/auth. None: every portal page calls Better Auth on the server
 * (`auth.api.*` in server/auth/account.ts) through its own form action, so
 * Better Auth's HTTP API (sign-up without the form's checks, update-user,
 * change-password, a state-changing GET /verify-email, tokens in paths...)
 * is not reachable from outside. Add an entry only for an endpoint a page
 * really calls from the browser, with a test.
 */
export const PUBLIC_AUTH_ENDPOINTS: ReadonlySet<string> = new Set<string>();

const notFound = () =>
  new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/** /api/auth/*: an endpoint on the allowlist goes to Better Auth; anything else is 404. */
async function handle({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  if (!PUBLIC_AUTH_ENDPOINTS.has(`${request.method} ${path}`))
    return notFound();
  const services = context.get(servicesContext);
  if (!services)
    throw new Error("The portal needs the running server's services");
  // The client address comes from the connection, not from a header the
  // client could set.
  const ip = context.get(clientContext)?.ip ?? "unknown";
  return services.auth.handler(
    new Request(request, { headers: withClientIp(request.headers, ip) }),
  );
}

export const loader = handle;
export const action = handle;
