import { useControlId } from "./control-id.tsx";
import { cn } from "#app/lib/cn.ts";

export const controlClasses = (invalid: boolean) =>
  cn(
    "block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500",
    // Focus is marked by the site's one outline (app.css), as strong as a button's.
    "focus:border-brand-600",
    invalid ? "border-red-700" : "border-slate-300",
  );

const typeForAutoComplete: Record<string, string> = {
  email: "email",
  tel: "tel",
};

interface FieldBase {
  name: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "name"> & {
  as?: "input";
};
type TextAreaProps = Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  "name"
> & { as: "textarea"; ref?: React.Ref<HTMLTextAreaElement> };
/** A choice of a select: a plain string is its own value and label. */
export type SelectOption = string | { value: string; label: string };

type SelectProps = Omit<
  React.SelectHTMLAttributes<HTMLSelectElement>,
  "name" | "children"
> & {
  as: "select";
  ref?: React.Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** A first, empty choice for an optional or not-yet-chosen select ('Choose a state'). */
  emptyOption?: string;
};

export type FieldProps = FieldBase & (InputProps | TextAreaProps | SelectProps);

/**
 * A labelled form control with its hint and error tied by aria-describedby,
 * aria-invalid when it has an error, and the error announced as it appears.
 */
export function Field(props: FieldProps) {
  const { name, label, error, hint, required, className, ...control } = props;
  const id = useControlId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };

  let input: React.ReactNode;
  if (control.as === "textarea") {
    const { as: _as, ...rest } = control;
    input = (
      <textarea
        {...rest}
        {...common}
        className={cn(controlClasses(Boolean(error)), "min-h-[120px]")}
      />
    );
  } else if (control.as === "select") {
    const { as: _as, options, emptyOption, ...rest } = control;
    input = (
      <select
        {...rest}
        {...common}
        // A select draws shorter than a text input with the same padding; match its 42px.
        className={cn(controlClasses(Boolean(error)), "min-h-[2.625rem]")}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => {
          const { value, label } =
            typeof option === "string"
              ? { value: option, label: option }
              : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    );
  } else {
    const { as: _as, type, ...rest } = control;
    input = (
      <input
        {...rest}
        // The input type follows the autofill purpose where it has one (an email keyboard, a phone pad).
        type={type ?? typeForAutoComplete[rest.autoComplete ?? ""]}
        {...common}
        className={cn(controlClasses(Boolean(error)))}
      />
    );
  }

  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{input}</div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's label; a required field is marked with an asterisk that screen readers skip (the control says "required"). */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className="block text-sm font-semibold text-slate-800"
    >
      {label}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

/** The message under a field; a live region so it is read out when it appears. */
export function FieldError({
  id,
  message,
}: {
  id: string | undefined;
  message: string | undefined;
}) {
  return (
    <p
      id={id}
      className="mt-1 min-h-5 text-sm font-medium text-red-700"
      aria-live="polite"
    >
      {message}
    </p>
  );
}
