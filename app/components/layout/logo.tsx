import { Link } from "#app/components/ui/site-link.tsx";

import { company } from "#app/content/company.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const text = useSiteWords().layoutText;
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md"
      aria-label={text.logo}
    >
      <svg
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M16 2 4 7v8c0 7.2 5.1 13.4 12 15 6.9-1.6 12-7.8 12-15V7L16 2Z"
          fill={inverted ? "#fff" : "#174f79"}
        />
        <path
          d="m10 16 4 4 8-8"
          fill="none"
          stroke={inverted ? "#174f79" : "#fbbf24"}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={
          inverted
            ? "text-lg font-bold text-white"
            : "text-lg font-bold text-brand-900"
        }
      >
        {company.name}
      </span>
    </Link>
  );
}
