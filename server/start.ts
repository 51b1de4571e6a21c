/**
 * `npm start`: builds when there is no build, applies migrations and serves
 * the production app on PORT.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import { boot, orExitOnConfigError } from "./boot.ts";
import { createHttpApp } from "./http/create-app.ts";
import { serve } from "./serve.ts";
import { startServices } from "./services.ts";

const root = fileURLToPath(new URL("../", import.meta.url));
const serverBuildFile = `${root}build/server/index.js`;

const { config, logger } = boot();

if (!existsSync(serverBuildFile)) {
  logger.info("no build found: building the site first (this takes a minute)");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    logger.fatal("the build failed");
    process.exit(1);
  }
}

const services = await orExitOnConfigError(startServices(config, logger));
const build = (await import(
  pathToFileURL(serverBuildFile).href
)) as ServerBuild;
const app = createHttpApp({
  services,
  build,
  clientDir: `${root}build/client`,
});
serve(app, {
  port: config.port,
  host: config.host,
  logger,
  close: services.stop,
});
