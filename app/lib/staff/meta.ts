import { adminPage } from "#app/content/staff.ts";

/**
 * A staff page's meta: its title and noindex. React Router uses the deepest
 * route's meta alone, so each page repeats the layout's robots line (the
 * X-Robots-Tag header of server/http/no-store.ts says the same).
 */
export function staffPageMeta(title: string) {
  return [
    { title: `${title} | ${adminPage.titleSuffix}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
