import { cn } from "#app/lib/cn.ts";

const sizes = {
  lg: "text-4xl sm:text-5xl",
  md: "text-3xl sm:text-4xl",
  /** The back office's dense pages. */
  sm: "text-2xl",
} as const;

/**
 * A page's h1, with the small line above it that says where the visitor is
 * ("About Harborline", "Press Release"). Light text for a dark hero unless
 * `onLight`; `className` places the heading (margin, width).
 */
export function PageTitle({
  eyebrow,
  title,
  id,
  size = "lg",
  onLight = false,
  className,
}: {
  eyebrow?: string;
  title: string;
  id?: string;
  size?: keyof typeof sizes;
  onLight?: boolean;
  className?: string;
}) {
  return (
    <>
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            onLight ? "text-brand-700" : "text-accent-400",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h1
        id={id}
        className={cn(
          "font-extrabold tracking-tight",
          sizes[size],
          onLight && "text-brand-900",
          className,
        )}
      >
        {title}
      </h1>
    </>
  );
}
