import { useEffect, useRef, useState } from "react";

import { useControlId } from "#app/components/forms/control-id.tsx";

import { controlClasses, FieldError } from "#app/components/forms/field.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The optional cover letter with a live "0/2000 characters" counter (spec
 * section 5). The browser's own maxLength holds the limit with JavaScript off
 * too; the counter is read with the field and announced politely as it changes.
 */
export function CoverLetterField({
  name,
  label,
  hint,
  placeholder,
  max,
  count,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  max: number;
  count: (used: number, max: number) => string;
  defaultValue?: string;
  error?: string;
}) {
  const id = useControlId(name);
  const ref = useRef<HTMLTextAreaElement>(null);
  const [used, setUsed] = useState(defaultValue?.length ?? 0);
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = error ? `${id}-error` : undefined;

  // Text typed before hydration counts too.
  useEffect(() => {
    if (ref.current) setUsed(ref.current.value.length);
  }, []);

  return (
    <div className="sm:col-span-2">
      <label
        htmlFor={id}
        className="block text-sm font-semibold text-slate-800"
      >
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <textarea
        ref={ref}
        id={id}
        name={name}
        rows={6}
        maxLength={max}
        placeholder={placeholder}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, countId, errorId].filter(Boolean).join(" ")}
        onChange={(event) => setUsed(event.currentTarget.value.length)}
        className={cn(controlClasses(Boolean(error)), "mt-1 min-h-[120px]")}
      />
      <div className="flex items-start justify-between gap-4">
        <FieldError id={errorId} message={error} />
        <p
          id={countId}
          aria-live="polite"
          aria-atomic="true"
          className={cn(
            "mt-1 shrink-0 text-sm tabular-nums",
            used >= max * 0.9
              ? "font-semibold text-amber-800"
              : "text-slate-600",
          )}
        >
          {count(used, max)}
        </p>
      </div>
    </div>
  );
}
