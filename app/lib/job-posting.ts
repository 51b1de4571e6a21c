import * as spanish from "#app/content/es/job-page.ts";
import * as english from "#app/content/job-page.ts";
import type { Role } from "#app/content/roles.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";

import { jobPostingIn } from "./job-posting-in.ts";

/**
 * The schema.org JobPosting of the role whose page is at `path`, in
 * `locale` (jobPostingIn, with that language's words). The job pages hand
 * in their own words instead, so each carries one language (decision 0092).
 */
export function jobPosting(
  role: Role,
  path: string,
  locale: Locale = "en",
): Record<string, unknown> {
  return jobPostingIn(
    role,
    path,
    locale,
    inLocale({ en: english, es: spanish }, locale),
  );
}
