import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { Auth } from "#server/auth/auth.ts";
import {
  authCall,
  keepRenewedSession,
  withSetCookies,
} from "#server/auth/session.ts";
import { servicesContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";

const request = (cookie: string) =>
  new Request("http://localhost:3000/admin/two-factor", {
    headers: { cookie },
  });

describe("withSetCookies", () => {
  it("replaces a cookie by its namesake, drops a cleared one and keeps the rest", () => {
    const headers = withSetCookies(
      request("a.session_token=old; a.session_data=stale; theme=dark").headers,
      [
        "a.session_token=new.sig; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax",
        "a.session_data=; Max-Age=0; Path=/",
        "a.dont_remember=x; Max-Age=0; Path=/",
        "flash=welcome; Path=/; Max-Age=60",
      ],
    );
    expect(headers.get("cookie")).toBe(
      "a.session_token=new.sig; theme=dark; flash=welcome",
    );
  });

  it("leaves the request's headers as they are when nothing was set", () => {
    const { headers } = request("a=1");
    expect(withSetCookies(headers, [])).toBe(headers);
  });
});

describe("authCall", () => {
  // Only the headers are read here; no Better Auth call is made.
  const services = { auth: {} as Auth } as Services;

  it("reads the session an earlier step of the same request renewed", () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const posted = request("a.session_token=old");
    expect(authCall(posted, context).headers.get("cookie")).toBe(
      "a.session_token=old",
    );
    keepRenewedSession(context, ["a.session_token=new; Path=/; HttpOnly"]);
    expect(authCall(posted, context).headers.get("cookie")).toBe(
      "a.session_token=new",
    );
    // Another request's context knows nothing of it.
    const other = new RouterContextProvider();
    other.set(servicesContext, services);
    expect(authCall(posted, other).headers.get("cookie")).toBe(
      "a.session_token=old",
    );
  });
});
