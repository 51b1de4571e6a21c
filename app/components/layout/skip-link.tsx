import { useSiteWords } from "#app/lib/site-words.ts";

export function SkipLink() {
  const text = useSiteWords().layoutText;
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {text.skipLink}
    </a>
  );
}
