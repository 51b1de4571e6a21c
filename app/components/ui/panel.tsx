/**
 * A block named by its own h2, smaller than a Section's and set flush left:
 * a part of a dashboard, of a document or of a list page. `id` is its anchor;
 * the heading is `${id}-heading`.
 */
export function Panel({
  as: Tag = "section",
  id,
  heading,
  className,
  children,
}: {
  as?: "section" | "nav";
  id: string;
  heading: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Tag id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
    </Tag>
  );
}
