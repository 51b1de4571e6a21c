/**
 * Builds the framework-free modules of app/enhance/ (one per behaviour, see
 * app/lib/enhancements.ts) and tells the app their URLs through the virtual
 * module `virtual:enhancements`.
 *
 * React Router's build has no entry of ours for the browser, so each module is
 * bundled here with rolldown (the bundler under Vite), minified, and named by
 * the hash of its bytes. The client build writes the files to assets/; the
 * server build, which prerenders the pages, computes the same names from the
 * same sources, so no file has to pass from one build to the other. In
 * development Vite serves the TypeScript sources as they are.
 */
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";

import { rolldown } from "rolldown";
import type { Plugin } from "vite";

import { enhancements, type Enhancement } from "../app/lib/enhancements.ts";

const VIRTUAL_ID = "virtual:enhancements";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const sourceOf = (name: Enhancement) =>
  fileURLToPath(new URL(`../app/enhance/${name}.ts`, import.meta.url));

interface BuiltModule {
  name: Enhancement;
  fileName: string;
  code: string;
}

async function bundle(name: Enhancement): Promise<BuiltModule> {
  const build = await rolldown({
    input: sourceOf(name),
    platform: "browser",
    tsconfig: true,
  });
  try {
    const { output } = await build.generate({ format: "esm", minify: true });
    const code = output[0].code;
    const hash = createHash("sha256").update(code).digest("base64url");
    return {
      name,
      fileName: `assets/enhance-${name}-${hash.slice(0, 10)}.js`,
      code,
    };
  } finally {
    await build.close();
  }
}

export function enhancementsPlugin(): Plugin {
  let serving = false;
  let built: Promise<BuiltModule[]> | undefined;
  const buildAll = () => (built ??= Promise.all(enhancements.map(bundle)));

  return {
    name: "harborline:enhancements",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls = serving
        ? enhancements.map((name) => [name, `/app/enhance/${name}.ts`])
        : (await buildAll()).map((module) => [
            module.name,
            `/${module.fileName}`,
          ]);
      for (const name of enhancements) this.addWatchFile(sourceOf(name));
      return `export default ${JSON.stringify(Object.fromEntries(urls))};`;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const module of await buildAll())
        this.emitFile({
          type: "asset",
          fileName: module.fileName,
          source: module.code,
        });
    },
  };
}
