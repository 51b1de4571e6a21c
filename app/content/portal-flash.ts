import type { ToastMessage } from "#app/lib/toast-message.ts";

/**
 * The portal's words the root layout needs on every page: the toasts that
 * ride a redirect in a short-lived cookie (see flash-toasts.tsx; the cookie
 * names one of these, never text of its own) and the protected pages'
 * 'Loading...'. Kept apart from portal.ts, so a page that is not the
 * portal's does not carry all of the portal's texts.
 */
export const flashToasts = {
  "welcome-back": {
    type: "success",
    title: "Welcome back!",
    description: "You have successfully signed in.",
  },
  welcome: {
    type: "success",
    title: "Welcome!",
    description: "You have been successfully signed in.",
  },
  "signed-out": {
    type: "success",
    title: "Signed Out",
    description: "You have been signed out successfully.",
  },
  "password-updated": {
    type: "success",
    title: "Password Updated",
    description: "You can now sign in with your new password.",
  },
} as const satisfies Record<string, ToastMessage>;
export type FlashToast = keyof typeof flashToasts;
export const FLASH_COOKIE = "harborline.flash";

/** Shown while the browser waits for a protected page (spec section 2). */
export const portalLoading = "Loading...";
