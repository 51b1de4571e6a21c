/**
 * `npm run dev`: the same server with Vite's dev middleware and hot reload.
 */
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

import { boot, orExitOnConfigError } from "./boot.ts";
import { createHttpApp } from "./http/create-app.ts";
import { serve } from "./serve.ts";
import { startServices } from "./services.ts";

process.env.NODE_ENV ??= "development";
const { config, logger } = boot();
const services = await orExitOnConfigError(startServices(config, logger));
const vite = await createServer({ server: { middlewareMode: true } });
const app = createHttpApp({
  services,
  build: () =>
    vite.ssrLoadModule(
      "virtual:react-router/server-build",
    ) as Promise<ServerBuild>,
  before: [vite.middlewares],
});
serve(app, {
  port: config.port,
  host: config.host,
  logger,
  close: async () => {
    await vite.close();
    await services.stop();
  },
});
