/**
 * Writes what each browser chunk is made of to `build/chunk-contents.json`,
 * beside `build/client/` rather than in it, so it is never served. The
 * `js` part of `npm run bench` reads it to show, for each chunk a form page
 * loads, the modules that make most of it (bench/javascript.ts).
 *
 * The figures are Rolldown's own (`OutputChunk.modules`, each module's
 * `renderedLength`: its bytes in the chunk after tree-shaking, before
 * minification), so they rank a chunk's modules rather than measure them.
 */
import { writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";

import type { Plugin } from "vite";

/** One chunk: its modules, largest first, as paths under the project. */
export interface ChunkContents {
  modules: { id: string; renderedLength: number }[];
}

export const chunkContentsFile = "chunk-contents.json";

export function chunkContentsPlugin(): Plugin {
  return {
    name: "harborline:chunk-contents",
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      const root = this.environment.config.root;
      const contents: Record<string, ChunkContents> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        contents[output.fileName] = {
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({
              id: readableId(root, id),
              renderedLength: module.renderedLength,
            }))
            .filter((module) => module.renderedLength > 0)
            .sort((a, b) => b.renderedLength - a.renderedLength),
        };
      }
      await writeFile(
        join(dirname(options.dir), chunkContentsFile),
        `${JSON.stringify(contents, null, 1)}\n`,
      );
    },
  };
}

/** A module id as a path under the project (`node_modules/react-dom/...`). */
function readableId(root: string, id: string): string {
  const path = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const inPackage = /[\\/]node_modules[\\/](.*)$/.exec(path);
  if (inPackage) return `node_modules/${inPackage[1]}`;
  return path.startsWith(root) ? relative(root, path) : path;
}
