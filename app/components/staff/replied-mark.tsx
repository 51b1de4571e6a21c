import { personReplied } from "#app/content/staff.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The mark on a row whose person wrote since staff last did (decision
 * 0055): the word "Replied", which screen readers hear as "The person
 * replied", so the mark never rests on its colour.
 */
export function RepliedMark({ className }: { className?: string }) {
  return (
    <span
      data-replied
      className={cn(
        "inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        "bg-violet-50 text-violet-900 ring-1 ring-violet-800",
        className,
      )}
    >
      <span aria-hidden="true">{personReplied.mark}</span>
      <span className="sr-only">{personReplied.markLabel}</span>
    </span>
  );
}
