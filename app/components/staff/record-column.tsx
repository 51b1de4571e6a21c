import { cn } from "#app/lib/cn.ts";

/**
 * One column of a record's page. On a wide screen the page fills the
 * window and each column scrolls on its own, so the record's fields, its
 * conversation and its status, history and notes stand side by side: a
 * labelled region that Tab reaches, so it scrolls by keyboard too. On a
 * narrow screen the columns follow each other and the page scrolls.
 */
export function RecordColumn({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        "min-w-0 space-y-4 rounded-lg xl:min-h-0 xl:overflow-y-auto xl:overscroll-contain",
        // Denser panels than the site's cards: more of the record on screen.
        "[&>section]:p-4 [&>section>h2]:text-xl",
        className,
      )}
    >
      {children}
    </section>
  );
}
