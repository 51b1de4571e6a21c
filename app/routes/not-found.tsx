import { data } from "react-router";

import { NotFound } from "#app/components/not-found.tsx";
import { contentPage } from "#app/lib/enhancements.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

export const handle = { ...spanishSite, ...contentPage() };

/** Any path no other route claims: a real 404 status, logged by the server. */
export function loader() {
  return data(null, { status: 404 });
}

/** A post to such a path (Better Auth's `/api/auth/*` among them) is the same 404, not a 405. */
export const action = loader;

export default function NotFoundRoute() {
  return <NotFound />;
}
