import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  cruise,
  type ICruiseOptions,
  type ICruiseResult,
} from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The rules in .dependency-cruiser.mjs (run by `npm run lint`), applied to
 * small trees in tests/fixtures/import-boundaries/ that each break one of
 * them, and to the real tree, which breaks none.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const fixtures = fileURLToPath(
  new URL("../fixtures/import-boundaries/", import.meta.url),
);

let options: ICruiseOptions;
let tsConfig: ReturnType<typeof extractTSConfig>;

beforeAll(async () => {
  options = await extractDepcruiseOptions(`${root}.dependency-cruiser.mjs`);
  tsConfig = extractTSConfig(`${root}tsconfig.json`);
});

/**
 * Cruises `paths` (those that exist) with baseDir as the project root, so
 * modules are named app/... and server/... as the rules expect; returns each
 * violation as "rule: from → to", sorted.
 */
async function violations(
  baseDir: string,
  paths = ["app", "server"],
): Promise<string[]> {
  const { output } = await cruise(
    paths.filter((dir) => existsSync(path.join(baseDir, dir))),
    { ...options, baseDir },
    { bustTheCache: true },
    { tsConfig },
  );
  const result = output as ICruiseResult;
  return result.summary.violations
    .map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`)
    .sort();
}

describe("import boundaries (.dependency-cruiser.mjs)", () => {
  it("lets a tree that keeps to the layers through", async () => {
    expect(await violations(`${fixtures}clean`)).toEqual([]);
  });

  it("stops app modules other than routes and *.server files from importing server/, by path or #server alias", async () => {
    expect(await violations(`${fixtures}browser-imports-server`)).toEqual([
      "no-browser-to-server: app/components/widget.tsx → server/secret.ts",
      "no-browser-to-server: app/lib/token.ts → server/secret.ts",
    ]);
  });

  it("keeps app/lib and app/content free of components and routes", async () => {
    expect(await violations(`${fixtures}lib-imports-component`)).toEqual([
      "lib-and-content-stay-plain: app/content/pages.ts → app/routes/home.tsx",
      "lib-and-content-stay-plain: app/lib/label.ts → app/components/badge.tsx",
    ]);
  });

  it("stops components from importing routes", async () => {
    expect(await violations(`${fixtures}component-imports-route`)).toEqual([
      "components-not-routes: app/components/heading.tsx → app/routes/about.tsx",
    ]);
  });

  it("keeps the table of every page's meta out of browser code; the sitemap's paths may read it", async () => {
    expect(await violations(`${fixtures}route-imports-page-table`)).toEqual([
      "page-table-not-in-browser: app/routes/about.tsx → app/content/pages.ts",
    ]);
  });

  it("lets server/ use app/lib but not components or routes", async () => {
    expect(await violations(`${fixtures}server-imports-component`)).toEqual([
      "server-not-routes-or-components: server/mail.ts → app/components/banner.tsx",
      "server-not-routes-or-components: server/mail.ts → app/routes/home.tsx",
    ]);
  });

  it("reports circular imports, type-only ones included", async () => {
    expect(await violations(`${fixtures}cycle`)).toEqual([
      "no-circular: app/lib/draw.ts → app/lib/shape.ts",
      "no-circular: app/lib/even.ts → app/lib/odd.ts",
    ]);
  });

  it("reports imports that resolve to nothing, but not a route's ./+types", async () => {
    expect(await violations(`${fixtures}unresolvable`)).toEqual([
      "not-to-unresolvable: app/lib/broken.ts → ./missing.ts",
    ]);
  });

  // The whole tree (about 420 modules) takes seconds alone and three times
  // that beside the other test files on two busy cores.
  it(
    "finds nothing to report in the real tree",
    { timeout: 90_000 },
    async () => {
      expect(await violations(root, ["app", "server", "scripts"])).toEqual([]);
    },
  );
});
