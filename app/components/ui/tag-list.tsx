import { cn } from "#app/lib/cn.ts";

const looks = {
  pill: "rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800",
  chip: "rounded-md bg-brand-50 px-3 py-1.5 text-sm text-brand-800",
  "small-chip": "rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700",
} as const;

/** Short names in a wrapping row of tags: states, payment methods, skills. */
export function TagList({
  items,
  look = "pill",
  label,
  labelledBy,
  className,
}: {
  items: readonly string[];
  look?: keyof typeof looks;
  label?: string;
  labelledBy?: string;
  className?: string;
}) {
  return (
    <ul
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {items.map((item) => (
        <li key={item} className={looks[look]}>
          {item}
        </li>
      ))}
    </ul>
  );
}
