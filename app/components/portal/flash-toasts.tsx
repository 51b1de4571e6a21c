import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { dismissPageToasts, showToast } from "#app/components/ui/toasts.tsx";
import {
  FLASH_COOKIE,
  flashToasts,
  type FlashToast,
} from "#app/content/portal-flash.ts";

/**
 * Shows a toast that rode a redirect in a short-lived cookie ('Welcome back!'
 * after signing in, 'Signed Out' on the home page...), once, then forgets it.
 * Going to another page first dismisses the toasts of the page left behind.
 * Mounted once in the root layout.
 */
export function FlashToasts() {
  const location = useLocation();
  const pathname = useRef(location.pathname);
  useEffect(() => {
    // Another page, not a query or hash of the same one (a filter, an anchor).
    if (location.pathname !== pathname.current) {
      pathname.current = location.pathname;
      dismissPageToasts();
    }
    const entry = document.cookie
      .split("; ")
      .find((part) => part.startsWith(`${FLASH_COOKIE}=`));
    if (!entry) return;
    document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    const name = entry.slice(FLASH_COOKIE.length + 1);
    if (name in flashToasts) void showToast(flashToasts[name as FlashToast]);
  }, [location.key, location.pathname]);
  return null;
}
