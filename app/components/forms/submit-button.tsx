import { buttonClasses } from "#app/components/ui/button-link.tsx";

/** The form's button: disabled and showing the spec's busy label while sending. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  progress,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Upload progress 0..1 while busy, when the form carries files. */
  progress?: number | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <button
        type="submit"
        disabled={busy}
        aria-disabled={busy}
        className={buttonClasses(
          "primary",
          "w-full sm:w-auto disabled:cursor-not-allowed disabled:opacity-70",
        )}
      >
        {busy ? busyLabel : label}
      </button>
      {busy && progress !== null && progress !== undefined && (
        <progress
          className="mt-3 block h-2 w-full sm:max-w-xs"
          max={1}
          value={progress}
          aria-label="Upload progress"
        >
          {Math.round(progress * 100)}%
        </progress>
      )}
    </div>
  );
}
