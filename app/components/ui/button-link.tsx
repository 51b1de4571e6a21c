import { Link } from "#app/components/ui/site-link.tsx";

import type { LinkItem } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-400 text-brand-900 hover:bg-accent-500",
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  "outline-light": "border border-white text-white hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (
  variant: ButtonVariant = "primary",
  className?: string,
) =>
  cn(
    "inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold transition-colors",
    variants[variant],
    className,
  );

/**
 * A link that looks like a button. Route paths go through the router; tel:,
 * mailto: and other absolute URLs are plain anchors.
 */
export function ButtonLink({
  to,
  variant,
  className,
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  className?: string;
  children: React.ReactNode;
}) {
  const classes = buttonClasses(variant, className);
  if (/^[a-z]+:/.test(to)) {
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

/**
 * A row of links as buttons: the first is the main action, the others are
 * outlined. `onDark` picks the colours for a dark band.
 */
export function ButtonLinks({
  links,
  onDark = false,
  className,
}: {
  links: readonly LinkItem[];
  onDark?: boolean;
  className?: string;
}) {
  const [main, other]: ButtonVariant[] = onDark
    ? ["accent", "outline-light"]
    : ["primary", "outline"];
  return (
    <div className={cn("flex flex-wrap gap-4", className)}>
      {links.map((link, index) => (
        <ButtonLink
          key={link.href + link.label}
          to={link.href}
          variant={index === 0 ? main : other}
        >
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}
