import { RouterContextProvider } from "react-router";

import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import type { SubmissionServices } from "#server/forms/submit-once.ts";

/** The request context a route action gets from the server, for calling form handlers directly. */
export function formContext(
  services: SubmissionServices,
  ip = "198.51.100.7",
): RouterContextProvider {
  const context = new RouterContextProvider();
  // Form handlers use only the submission services.
  context.set(servicesContext, services as Services);
  context.set(clientContext, { ip });
  return context;
}

/** A route module's loader or action. */
export type RouteHandler = (args: never) => Promise<unknown>;

/**
 * Calls a route's loader or action as the server would: a GET of `path`, or
 * a urlencoded POST of `body`, with `cookie`, from a client at `ip`. A
 * thrown response or data() is returned, not thrown.
 */
export async function callRoute(
  handler: RouteHandler,
  path: string,
  options: {
    services: Services;
    ip: string;
    params?: Record<string, string>;
    cookie?: string;
    body?: Record<string, string> | Array<[string, string]>;
  },
): Promise<unknown> {
  const { services, ip, params = {}, cookie, body } = options;
  const request = new Request(new URL(path, "http://localhost:3000"), {
    method: body ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: body ? new URLSearchParams(body) : undefined,
  });
  const context = formContext(services, ip);
  try {
    return await handler({ request, context, params } as never);
  } catch (thrown) {
    return thrown;
  }
}
