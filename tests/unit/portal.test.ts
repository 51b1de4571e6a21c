import { describe, expect, it } from "vitest";

import { portalToasts } from "#app/content/portal.ts";
import { fieldErrorsOf } from "#app/lib/forms/form-result.ts";
import {
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "#app/lib/schemas/portal.ts";
import { problemToast } from "#app/lib/schemas/portal-forms.ts";
import { portalLinks } from "#server/auth/links.ts";
import { safeRedirectTarget } from "#server/auth/session.ts";

const signUpToast = (input: Record<string, string>) => {
  const parsed = SignUpSchema.safeParse(input);
  return parsed.success
    ? undefined
    : problemToast(
        fieldErrorsOf(parsed.error.issues),
        portalToasts.signUpFailed,
      );
};

describe("portal forms", () => {
  it("ask for every field first, then matching passwords, then their length (spec section 5)", () => {
    const full = {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      password: "secret1",
      confirmPassword: "secret1",
    };
    expect(signUpToast(full)).toBeUndefined();
    expect(signUpToast({ ...full, fullName: " " })).toEqual({
      type: "error",
      title: "Required Fields",
      description: "Please fill in all fields.",
    });
    expect(signUpToast({ ...full, confirmPassword: "secret2" })).toEqual({
      type: "error",
      title: "Password Mismatch",
      description: "Passwords do not match.",
    });
    expect(
      signUpToast({ ...full, password: "abc", confirmPassword: "abd" }),
    ).toMatchObject({ title: "Password Mismatch" });
    expect(
      signUpToast({ ...full, password: "abc", confirmPassword: "abc" }),
    ).toEqual({
      type: "error",
      title: "Password Too Short",
      description: "Password must be at least 6 characters long.",
    });
    expect(signUpToast({ ...full, email: "not-an-email" })).toEqual({
      type: "error",
      title: "Sign Up Failed",
      description: "Please enter a valid email address",
    });
  });

  it("treat a field that was not sent like an empty one", () => {
    const parsed = SignInSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(
      problemToast(
        fieldErrorsOf(parsed.error!.issues),
        portalToasts.signInFailed,
      ),
    ).toMatchObject({ title: "Required Fields" });
    expect(
      ResetPasswordSchema.safeParse({
        password: "abcdef",
        confirmPassword: "abcdef",
      }).success,
    ).toBe(true);
  });
});

describe("safe redirect targets", () => {
  it("keep paths on this site", () => {
    for (const [value, kept] of [
      ["/dashboard/verification", "/dashboard/verification"],
      ["/dashboard?x=1#top", "/dashboard?x=1#top"],
      ["/admin/claims/CL123456?tab=notes", "/admin/claims/CL123456?tab=notes"],
      // Dot segments that stay on the site resolve as a browser would.
      ["/dashboard/./messages/../verification", "/dashboard/verification"],
      ["/%2e/dashboard", "/dashboard"],
      // Encoded slashes and backslashes are not separators in a path.
      ["/%2f%2fevil.example", "/%2f%2fevil.example"],
      ["/%5cevil.example", "/%5cevil.example"],
      ["/@evil.example", "/@evil.example"],
    ] as const)
      expect(safeRedirectTarget(value), value).toBe(kept);
  });

  // Every way a return address can leave the site once a URL parser or a
  // browser has normalised it (issue 32): the answer is the fallback.
  const leaving = [
    null,
    undefined,
    "",
    "dashboard",
    "//evil.example",
    "///evil.example",
    "////evil.example/x",
    "/\\evil.example",
    "\\/evil.example",
    "/./\\evil.example",
    "/.//evil.example/x",
    "/././/evil.example/x",
    "/%2e//evil.example/x",
    "/%2E//evil.example/x",
    "/%2e%2e//evil.example/x",
    "/a/..//evil.example/x",
    "/a/b/../..//evil.example",
    "/a/%2e%2e//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example",
    "/dash\nboard",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "https://evil.example/dashboard",
    "HtTpS://evil.example",
    "https:evil.example",
    "http:/evil.example",
    "//user@evil.example/",
    "//portal.invalid@evil.example/",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
  ];

  it("send anything that leaves the site to the fallback", () => {
    for (const value of leaving) {
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBe(
        "/dashboard",
      );
      expect(safeRedirectTarget(value, "/admin"), JSON.stringify(value)).toBe(
        "/admin",
      );
    }
  });

  it("give only targets a browser resolves on this site", () => {
    const site = "https://www.harborline-insurance.com";
    for (const value of leaving) {
      const target = safeRedirectTarget(value, "/dashboard");
      expect(new URL(target, site).origin, JSON.stringify(value)).toBe(site);
      expect(target.startsWith("//"), JSON.stringify(value)).toBe(false);
    }
  });
});

describe("portal email links", () => {
  it("carry one-time tokens in the fragment, built from APP_URL", () => {
    const links = portalLinks(new URL("https://www.example.com"));
    expect(links.confirmEmail("a.b-c_d")).toBe(
      "https://www.example.com/auth/callback#token=a.b-c_d",
    );
    expect(links.resetPassword("x y")).toBe(
      "https://www.example.com/reset-password#token=x+y",
    );
    expect(links.signIn).toBe("https://www.example.com/login");
  });
});
