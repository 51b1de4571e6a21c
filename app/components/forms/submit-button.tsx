import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { useSiteWords } from "#app/lib/site-words.ts";

/** The form's button: disabled and showing the spec's busy label while sending. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  progress,
  context,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Said to screen readers after the label, where many buttons share it ("Disable Account" for whom). */
  context?: string;
  /** Upload progress 0..1 while busy, when the form carries files. */
  progress?: number | null;
  className?: string;
}) {
  const words = useSiteWords().formControls;
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
        {context && <span className="sr-only"> {context}</span>}
      </button>
      {busy && progress !== null && progress !== undefined && (
        <progress
          className="mt-3 block h-2 w-full sm:max-w-xs"
          max={1}
          value={progress}
          aria-label={words.uploadProgress}
        >
          {Math.round(progress * 100)}%
        </progress>
      )}
    </div>
  );
}
