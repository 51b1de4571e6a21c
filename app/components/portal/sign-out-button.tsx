import { Icon } from "#app/components/ui/icon.tsx";
import { useFetcher } from "react-router";

import {
  buttonClasses,
  type ButtonVariant,
} from "#app/components/ui/button-link.tsx";
import { dashboardPage } from "#app/content/portal.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Sign Out (spec call 9): a form posted to the dashboard's action, which ends
 * the session on the server and goes home with the 'Signed Out' toast. Works
 * without JavaScript too.
 */
export function SignOutButton({
  variant = "outline",
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/dashboard" className={className}>
      <button
        type="submit"
        disabled={busy}
        className={cn(
          buttonClasses(variant, "px-4 py-2 text-sm"),
          "disabled:cursor-not-allowed disabled:opacity-70",
        )}
      >
        <Icon name="log-out" size={16} />
        {busy ? dashboardPage.signingOut : dashboardPage.signOut}
      </button>
    </fetcher.Form>
  );
}
