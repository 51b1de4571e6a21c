import { cn } from "#app/lib/cn.ts";

/**
 * A block named by its own h2, smaller than a Section's and set flush left:
 * a part of a dashboard, of a document or of a list page. `id` is its anchor;
 * the heading is `${id}-heading`. A `card` panel stands on a white card of
 * its own (the back office's submission page).
 */
export function Panel({
  as: Tag = "section",
  id,
  heading,
  card = false,
  className,
  children,
}: {
  as?: "section" | "nav";
  id: string;
  heading: React.ReactNode;
  card?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Tag
      id={id}
      aria-labelledby={headingId}
      className={
        cn(
          card && "rounded-lg border border-slate-200 bg-white p-6 shadow-sm",
          className,
        ) || undefined
      }
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </Tag>
  );
}
