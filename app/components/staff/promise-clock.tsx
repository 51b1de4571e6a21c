import { Icon } from "#app/components/ui/icon.tsx";
import type { SpriteIconName } from "#app/components/ui/sprite-icon-names.ts";
import { cn } from "#app/lib/cn.ts";
import type { ClockState, ClockView } from "#app/lib/staff/clock-view.ts";

/**
 * Each state's look: an icon of its own and words that say it ("At risk",
 * "Overdue"), so the state never rests on colour alone; the colours are
 * the 800 shades on their 50 tints, above 4.5:1.
 */
const looks: Record<ClockState, { icon: SpriteIconName | null; tone: string }> =
  {
    running: { icon: "clock", tone: "text-slate-800" },
    at_risk: {
      icon: "triangle-alert",
      tone: "bg-amber-50 text-amber-900 ring-1 ring-amber-700",
    },
    overdue: {
      icon: "circle-alert",
      tone: "bg-red-50 text-red-800 ring-1 ring-red-700 font-semibold",
    },
    paused: { icon: "timer", tone: "bg-slate-100 text-slate-800" },
    kept: { icon: "circle-check", tone: "text-emerald-800" },
    missed: { icon: "circle-alert", tone: "text-red-800" },
    none: { icon: null, tone: "text-slate-700" },
  };

/** A record's promise clock as a badge: icon, words, colour. */
export function PromiseClock({
  clock,
  className,
}: {
  clock: ClockView;
  className?: string;
}) {
  const look = looks[clock.state];
  return (
    <span
      data-clock={clock.state}
      className={cn(
        "inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 text-sm whitespace-nowrap",
        look.tone,
        className,
      )}
    >
      {look.icon && <Icon name={look.icon} size={16} className="shrink-0" />}
      {clock.text}
    </span>
  );
}
