import { withClientIp } from "#server/auth/limits.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Route } from "./+types/auth";

/**
 * Better Auth's own HTTP endpoints (/api/auth/*), with its rate limiter and
 * our attempt limits. The client address comes from the connection, not from
 * a header the client could set.
 */
async function handle({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services)
    throw new Error("The portal needs the running server's services");
  const ip = context.get(clientContext)?.ip ?? "unknown";
  return services.auth.handler(
    new Request(request, { headers: withClientIp(request.headers, ip) }),
  );
}

export const loader = handle;
export const action = handle;
