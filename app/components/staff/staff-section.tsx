import { cn } from "#app/lib/cn.ts";

/**
 * A block of a back-office page named by its own h2 (`id` is the heading's),
 * with a line of text under it when there is one, and its parts spaced
 * evenly below.
 */
export function StaffSection({
  id,
  heading,
  text,
  className,
  children,
}: {
  id: string;
  heading: string;
  text?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(className, "space-y-4")}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {text && <p className="text-slate-700">{text}</p>}
      {children}
    </section>
  );
}

/** A back-office page's h1 and the line that says what the page is for. */
export function StaffPageHeader({
  title,
  intro,
}: {
  title: string;
  intro: string;
}) {
  return (
    <header>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
    </header>
  );
}
