import { cn } from "#app/lib/cn.ts";

const tones = {
  brand: "size-10 bg-brand-700 text-lg text-white",
  accent: "size-12 bg-accent-400 text-xl text-brand-900",
} as const;

/** A step's number in a disc; the list it sits in already numbers it for screen readers. */
export function StepNumber({
  number,
  tone = "brand",
}: {
  number: number;
  tone?: keyof typeof tones;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex items-center justify-center rounded-full font-bold",
        tones[tone],
      )}
    >
      {number}
    </span>
  );
}
