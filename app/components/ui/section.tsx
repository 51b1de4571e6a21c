import type { SectionTitle } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";

const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-50",
} as const;

/**
 * A page section with its h2 and an optional introduction. `title` takes a
 * content block's heading and intro as they come; `heading` and `intro` say
 * them one by one.
 */
export function Section({
  id,
  tone = "white",
  className,
  children,
  ...text
}: {
  id?: string;
  tone?: keyof typeof tones;
  className?: string;
  children: React.ReactNode;
} & ({ title: SectionTitle } | SectionTitle)) {
  const { heading, intro } = "title" in text ? text.title : text;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(tones[tone], "py-16 sm:py-20", className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl"
          >
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
