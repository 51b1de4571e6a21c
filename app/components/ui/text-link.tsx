import type { LinkProps } from "react-router";

import { Link } from "#app/components/ui/site-link.tsx";

import { cn } from "#app/lib/cn.ts";

/** The look of a link in running text or beside a form: bold, brand blue, underlined. */
export const textLinkClasses =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** A route link with the text-link look; `className` adds placement and size. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link {...props} className={cn(className, textLinkClasses)} />;
}
