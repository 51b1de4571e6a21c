import { adminPage } from "#app/content/staff.ts";

/**
 * A staff page's meta: its title and noindex. React Router uses the deepest
 * route's meta alone, so each page repeats the layout's robots line (the
 * X-Robots-Tag header of server/http/no-store.ts says the same). The
 * sign-in's second step, outside the back office, names the company instead.
 */
export function staffPageMeta(
  title: string,
  suffix: string = adminPage.titleSuffix,
) {
  return [
    { title: `${title} | ${suffix}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
