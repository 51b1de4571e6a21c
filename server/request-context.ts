import { createContext } from "react-router";

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
