/**
 * Import boundaries, checked by `npm run lint` (depcruise) and shown to bite
 * by tests/unit/import-boundaries.test.ts. Paths are relative to the project
 * root, after resolution: `#server/x.ts` and `../../server/x.ts` both reach
 * the rules as `server/x.ts`.
 *
 * Layers: app/lib and app/content are plain modules anyone may use;
 * app/components render them; app/routes put pages together and are the only
 * app modules (with `*.server.ts(x)` files) that may reach server/, from their
 * loaders and actions, which React Router keeps out of the browser bundle.
 *
 * @type {import("dependency-cruiser").IConfiguration}
 */
export default {
  forbidden: [
    {
      name: "no-browser-to-server",
      severity: "error",
      comment:
        "Code under app/ ends up in the browser bundle, so it must not import " +
        "server/ (secrets, the database, mail). Only route modules " +
        "(app/routes/**, whose loaders and actions React Router strips from " +
        "the client) and `*.server.ts(x)` files may. Pass the data down from " +
        "a route's loader or action instead.",
      from: {
        path: "^app/",
        pathNot: ["^app/routes/", "[.]server[.]tsx?$"],
      },
      to: { path: "^server/" },
    },
    {
      name: "lib-and-content-stay-plain",
      severity: "error",
      comment:
        "app/lib and app/content are plain data and functions that the " +
        "server imports too; they must not depend on components or routes " +
        "(React, JSX, the page tree). Move the shared piece into app/lib.",
      from: {
        path: "^app/(lib|content)/",
      },
      to: { path: "^app/(components|routes)/" },
    },
    {
      name: "page-table-not-in-browser",
      severity: "error",
      comment:
        "app/content/pages.ts gathers every page's title and description " +
        "for the sitemap, the tests and the benchmarks. A browser bundle " +
        "that imports it carries every page's texts: a route takes its own " +
        "page's meta from that page's content module instead. Only the " +
        "sitemap's server-only paths (app/lib/site-paths.ts, used by the " +
        "sitemap.xml route) may read it.",
      from: {
        path: "^app/",
        pathNot: "^app/(lib/site-paths\\.ts|routes/sitemap-xml\\.ts)$",
      },
      to: { path: "^app/(content/pages|lib/site-paths)\\.ts$" },
    },
    {
      name: "components-not-routes",
      severity: "error",
      comment:
        "Components are reused by routes, not the other way round: a " +
        "component importing a route module drags the route (and its " +
        "server imports) along. Move what both need into app/components or " +
        "app/lib.",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "server-not-routes-or-components",
      severity: "error",
      comment:
        "server/ may use the plain shared modules in app/lib and app/content " +
        "and nothing else from app/: routes and components (and root.tsx, " +
        "entry.server.tsx) reach the server only through the React Router " +
        "build.",
      from: { path: "^server/" },
      to: { path: "^app/", pathNot: "^app/(lib|content)/" },
    },
    {
      name: "no-circular",
      severity: "error",
      comment:
        "Circular imports make module initialisation order matter and tie " +
        "modules together for good. Type-only imports count too: a cycle " +
        "made of types still says two modules should be one, or that a " +
        "shared type belongs in a third.",
      from: {},
      to: {
        circular: true,
      },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "Every import must resolve to a file or an installed package. " +
        "Exceptions: a route's `./+types/<route>` import, which TypeScript " +
        "finds in .react-router/types through tsconfig's rootDirs (made by " +
        "`react-router typegen`); it is type-only and erased from the build. " +
        "And `virtual:enhancements`, made by vite-plugins/enhancements.ts.",
      from: {},
      to: {
        couldNotResolve: true,
        pathNot: ["(^|/)[+]types/", "^virtual:enhancements$"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: [
        "(^|/)node_modules/",
        "^build/",
        "^[.]react-router/",
        "^test-results/",
        "^data/",
        "^bench/results/",
      ],
    },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports are dependencies too (for no-circular and the
    // boundaries): `import type` from server/ in a component is still a sign
    // that it is in the wrong place.
    tsPreCompilationDeps: true,
    // `#app/*` and `#server/*` (package.json "imports") resolve through
    // enhanced-resolve's own default, importsFields: ["imports"], to
    // app/... and server/..., so the path rules above see real paths.
    // dependency-cruiser's default turns "exports" off, though, and then
    // exports-only packages (react-router, vite, better-auth/api,
    // @react-router/dev/routes) would be unresolvable: read "exports" with
    // Node's conditions.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
