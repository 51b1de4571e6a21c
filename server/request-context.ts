import { createContext, type RouterContextProvider } from "react-router";

import type { Services } from "./services.ts";

/**
 * Pages rendered at build time carry this stand-in; the server swaps in the
 * request's own nonce when it serves them (server/http/prerendered-pages.ts).
 */
export const PRERENDER_NONCE = "prerender-nonce-placeholder";

export const nonceContext = createContext<string>(PRERENDER_NONCE);

/** Database, storage, mail and logger of the running server. Absent at build time. */
export const servicesContext = createContext<Services | null>(null);

/** Who sent the request, for rate limits. Absent at build time. */
export const clientContext = createContext<{ ip: string } | null>(null);

/**
 * Set by app/entry.server.tsx's handleError when a loader or action failed
 * because the database is away; app/root.tsx's middleware then answers the
 * request with the 503 page instead of the generic 500 one.
 */
export const databaseUnavailableContext = createContext<boolean>(false);

/** The running server's services, for a loader or action that needs them; throws at build time. */
export function requireServices(
  context: Readonly<RouterContextProvider>,
): Services {
  const services = context.get(servicesContext);
  if (!services)
    throw new Error("This request needs the running server's services");
  return services;
}
