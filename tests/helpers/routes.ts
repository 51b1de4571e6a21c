import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";

import routes from "#app/routes.ts";

const asRouteObjects = (entries: readonly RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) => ({
    id: entry.file,
    ...(entry.index ? { index: true } : { path: entry.path ?? "" }),
    ...(entry.children ? { children: asRouteObjects(entry.children) } : {}),
  })) as RouteObject[];

/** The route module app/routes.ts sends `pathname` to (the innermost match). */
export function routeFileOf(pathname: string): string | undefined {
  const matches = matchRoutes(asRouteObjects(routes), pathname);
  return matches?.at(-1)?.route.id;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The files under app/ and server/ whose text contains `needle`. */
export async function sourcesCalling(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ["app", "server"]) {
    const files = await readdir(path.join(ROOT, folder), { recursive: true });
    for (const file of files) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = await readFile(path.join(ROOT, folder, file), "utf8");
      if (text.includes(needle)) found.push(`${folder}/${file}`);
    }
  }
  return found;
}
