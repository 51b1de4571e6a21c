import { data } from "react-router";

/** What a page's address names, or, when it names nothing, the site's 404 (thrown from a loader). */
export function foundOr404<T>(value: T | undefined): T {
  if (value === undefined) throw data(null, { status: 404 });
  return value;
}
