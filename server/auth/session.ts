import {
  createContext,
  redirect,
  type RouterContextProvider,
} from "react-router";

import { FLASH_COOKIE, type FlashToast } from "#app/content/portal-flash.ts";
import { isStaffRole } from "#app/lib/staff/roles.ts";
import { clientContext, requireServices } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import { readSession, type AuthCall, type PortalUser } from "./account.ts";
import { withClientIp } from "./limits.ts";

type Context = Readonly<RouterContextProvider>;

/**
 * The cookies of a session an action of this request made in place of the
 * request's own. A form posted without JavaScript is one document request:
 * React Router runs the action, then the page's loaders with the request's
 * own (now stale) cookies and the same context. They read the session
 * through authCall, which applies these first.
 */
const renewedSessionContext = createContext<readonly string[]>([]);

/** Says that the rest of this request reads the session these Set-Cookie values carry (see renewedSessionContext). */
export function keepRenewedSession(
  context: Context,
  setCookies: readonly string[],
): void {
  context.set(renewedSessionContext, [
    ...context.get(renewedSessionContext),
    ...setCookies,
  ]);
}

/** The request's Better Auth call (its cookies, its client address) and the services. */
export function authCall(
  request: Request,
  context: Context,
): AuthCall & { services: Services } {
  const services = requireServices(context);
  const ip = context.get(clientContext)?.ip ?? "unknown";
  const cookies = withSetCookies(
    request.headers,
    context.get(renewedSessionContext),
  );
  return {
    services,
    auth: services.auth,
    headers: withClientIp(cookies, ip),
  };
}

/** The cookies a request's `Cookie` header carries, by name (a name sent twice keeps its last value). */
export function requestCookies(headers: Headers): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (headers.get("cookie") ?? "").split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}

/**
 * The request's headers with its cookies as a browser would send them after
 * these Set-Cookie values: each one set replaces its namesake, an emptied or
 * expired one is dropped.
 */
export function withSetCookies(
  headers: Headers,
  setCookies: readonly string[],
): Headers {
  if (setCookies.length === 0) return headers;
  const jar = requestCookies(headers);
  for (const line of setCookies) {
    const pair = line.split(";")[0] ?? "";
    const at = pair.indexOf("=");
    if (at <= 0) continue;
    const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
    if (value === "" || /;\s*max-age=0\s*(;|$)/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  const next = new Headers(headers);
  next.set(
    "cookie",
    [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
  );
  return next;
}

/** Pages of the signed-in area are never kept by a browser or a proxy. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Response headers for the portal: no caching, and the cookies Better Auth
 * set (a new, refreshed or cleared session), plus an optional flash toast.
 */
export function portalHeaders(
  cookies: readonly string[] = [],
  options: { flash?: FlashToast; secure?: boolean } = {},
): Headers {
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  if (options.flash) {
    // Read by the browser (flash-toasts.tsx), so not httpOnly; it only
    // names one of a fixed set of toasts.
    headers.append(
      "Set-Cookie",
      `${FLASH_COOKIE}=${options.flash}; Path=/; Max-Age=60; SameSite=Lax${options.secure ? "; Secure" : ""}`,
    );
  }
  return headers;
}

export interface SignedIn {
  user: PortalUser;
  /** For the response: no-store, and the session cookie if it was extended. */
  headers: Headers;
}

/**
 * The signed-in person, or a redirect to /login that brings them back here
 * afterwards. For the loaders and actions of protected pages: the
 * verification form's handler gets the user's id from here.
 */
export async function requireUser(
  request: Request,
  context: Context,
): Promise<SignedIn> {
  const { user, cookies } = await readSession(authCall(request, context));
  if (!user) {
    const url = new URL(request.url);
    throw redirectToSignIn(url.pathname, cookies);
  }
  return { user, headers: portalHeaders(cookies) };
}

/**
 * To /login, and back to `path` afterwards, passing on the cookies the
 * session read answered with: a session that just ended clears its cookie.
 */
export function redirectToSignIn(
  path: string,
  cookies: readonly string[] = [],
): Response {
  const back = new URLSearchParams({ redirectTo: path });
  return redirect(`/login?${back}`, { headers: portalHeaders(cookies) });
}

/**
 * /login's guard: a signed-in person goes on to the dashboard, staff to the
 * back office (or where they were headed). Otherwise, the headers for the
 * page (a session that just ended clears its cookie).
 */
export async function redirectIfSignedIn(
  request: Request,
  context: Context,
): Promise<Headers> {
  const { user, cookies } = await readSession(authCall(request, context));
  if (user) {
    const target = safeRedirectTarget(
      new URL(request.url).searchParams.get("redirectTo"),
      homeOf(user.role),
    );
    throw redirect(target, { headers: portalHeaders(cookies) });
  }
  return portalHeaders(cookies);
}

/** Where a person goes after signing in when no page asked: staff to the back office. */
export const homeOf = (role: string): string =>
  isStaffRole(role) ? "/admin" : "/dashboard";

/**
 * A return address taken from a request (`redirectTo` on sign-in, the
 * two-step sign-in, anything later that sends a person back), kept only
 * when it is a path on this site; otherwise `fallback`.
 *
 * The decision is made on the result, not on what was sent: `new URL`
 * resolves dot segments (`/.//evil.example`, `/%2e//…`, `/a/..//…`) into
 * a path that starts `//`, which a browser reads as another host. So the
 * normalised path must start with exactly one `/`, and read again as a URL
 * it must still be on this site. Backslashes and control characters
 * (which URL parsers turn into `/` or drop) are refused outright.
 */
export function safeRedirectTarget(
  value: string | null | undefined,
  fallback = "/dashboard",
): string {
  if (!value || !value.startsWith("/") || UNSAFE_IN_TARGET.test(value))
    return fallback;
  const target = pathOnSite(value);
  return target !== null && pathOnSite(target) === target ? target : fallback;
}

/** Backslashes, C0 controls (tab, CR, LF among them), DEL and spaces. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_TARGET = /[\\\u0000-\u0020\u007f]/;

const SITE = "http://portal.invalid";

/** `value` resolved against this site: its path, query and fragment, or null off the site. */
function pathOnSite(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || url.username !== "" || url.password !== "")
    return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target.startsWith("/") && !target.startsWith("//") ? target : null;
}
