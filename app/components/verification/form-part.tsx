/**
 * One numbered part of a long form: a fieldset whose legend names the part
 * (the number is decoration; the legend is what a screen reader hears).
 */
export function FormPart({
  number,
  legend,
  describedBy,
  children,
}: {
  number: number;
  legend: string;
  /** Ids of a hint or error that belong to the whole group (a checkbox list). */
  describedBy?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset
      aria-describedby={describedBy}
      className="min-w-0 border-t border-slate-200 pt-8 first-of-type:border-t-0 first-of-type:pt-0"
    >
      <legend className="float-left mb-5 flex w-full items-center gap-3 text-lg font-semibold text-brand-900">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >
          {number}
        </span>
        {legend}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}
