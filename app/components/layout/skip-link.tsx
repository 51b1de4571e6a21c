import { layoutText as english } from "#app/content/navigation.ts";
import { layoutText as spanish } from "#app/content/es/navigation.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

export function SkipLink() {
  const text = useLocalized({ en: english, es: spanish });
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {text.skipLink}
    </a>
  );
}
