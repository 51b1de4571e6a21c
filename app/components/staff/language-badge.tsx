import { personLanguage } from "#app/content/staff.ts";
import { cn } from "#app/lib/cn.ts";
import type { Locale } from "#app/lib/locale.ts";

/**
 * The person's language as a small badge ("Spanish"), read out as
 * "Language: Spanish": shown in lists on the records staff answer in
 * another language than the back office's. Nothing for English, unless
 * `always` (a saved reply says its language either way).
 */
export function LanguageBadge({
  locale,
  always = false,
  className,
}: {
  locale: Locale;
  always?: boolean;
  className?: string;
}) {
  if (locale === "en" && !always) return null;
  return (
    <span
      data-language={locale}
      className={cn(
        "inline-flex items-center rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        locale === "en"
          ? "bg-slate-100 text-slate-800"
          : "bg-sky-50 text-sky-900 ring-1 ring-sky-700",
        className,
      )}
    >
      <span className="sr-only">{personLanguage.label}: </span>
      {personLanguage.names[locale]}
    </span>
  );
}
