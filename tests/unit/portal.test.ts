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
    expect(safeRedirectTarget("/dashboard/verification")).toBe(
      "/dashboard/verification",
    );
    expect(safeRedirectTarget("/dashboard?x=1#top")).toBe("/dashboard?x=1#top");
  });

  it("send anything else to the dashboard", () => {
    for (const value of [
      null,
      "",
      "dashboard",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/dashboard",
      "/dash\nboard",
      "javascript:alert(1)",
    ])
      expect(safeRedirectTarget(value), String(value)).toBe("/dashboard");
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
