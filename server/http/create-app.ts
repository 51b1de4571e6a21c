import type { RequestListener } from "node:http";

import compression from "compression";
import express, { type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";

import type { Logger } from "#server/logger.ts";
import type {
  clientContext as ClientKey,
  nonceContext as NonceKey,
  servicesContext as ServicesKey,
} from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import { INBOUND_EMAIL_PATHS } from "#server/conversations/inbound-email.ts";
import {
  bodyLimits,
  bodyRoutes,
  inboundEmailBodyRoute,
  type BodyLimitOptions,
} from "./body-limits.ts";
import { builtFiles } from "./built-files.ts";
import { finalErrorHandler } from "./error-handler.ts";
import { inboundEmailRoute } from "./inbound-email-route.ts";
import { noStoreForPrivateResponses } from "./no-store.ts";
import { speculationRulesHeader } from "./speculation-rules.ts";
import { prerenderedPages } from "./prerendered-pages.ts";
import { originMove } from "./site-origin.ts";
import { reactRouterHandler } from "./react-router-handler.ts";
import { millisecondsSince, requestLog } from "./request-log.ts";
import { sameOriginOnly, staffPagesFromThisSiteOnly } from "./same-origin.ts";
import { securityHeaders } from "./security-headers.ts";
import { staticFront } from "./static-front.ts";

export interface HttpAppOptions {
  services: Services;
  /** The React Router server build; a function in development, where it changes. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development, where Vite serves assets. */
  clientDir?: string;
  /** Middleware that must run before the app (Vite's, in development). */
  before?: RequestHandler[];
  /** The per-process upload cap (server/http/body-limits.ts); its defaults serve one machine. */
  bodyLimits?: BodyLimitOptions;
}

/** The context keys as the server build exports them from app/entry.server.tsx. */
interface EntryContextKeys {
  clientContext: typeof ClientKey;
  nonceContext: typeof NonceKey;
  servicesContext: typeof ServicesKey;
  /** app/lib/seo.ts: the origin of the URLs of pages rendered per request. */
  serveOrigin(origin: string): void;
}

/**
 * The server's request listener. With a build (production), the files the
 * build made once and for all are answered first, from memory, and only
 * there (static-front.ts); everything else goes through Express, which
 * serves no file of its own.
 */
export function createHttpApp(options: HttpAppOptions): RequestListener {
  const { services } = options;
  const logger: Logger = services.logger;
  const { build } = options;
  const production = options.clientDir !== undefined;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", services.config.trustProxy);
  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      appUrl: services.config.appUrl,
      contentSecurityPolicy: production,
    }),
  );
  app.use(compression());
  app.use(noStoreForPrivateResponses());
  app.use(speculationRulesHeader());

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ready = await services.database.ping();
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "database unavailable" });
  });

  app.use(sameOriginOnly(services.config.appUrl));
  app.use(staffPagesFromThisSiteOnly(services.config.appUrl));
  // Before anything can read a body: its type, its size and the upload cap.
  // The inbound email endpoint is a route only with its secret: without
  // it, its path is answered as any unknown path is.
  const inboundEmail = services.config.inboundEmailSecret !== undefined;
  app.use(
    bodyLimits({
      routes: inboundEmail
        ? bodyRoutes
        : bodyRoutes.filter((route) => route !== inboundEmailBodyRoute),
      ...options.bodyLimits,
    }),
  );
  if (inboundEmail)
    app.post([...INBOUND_EMAIL_PATHS], inboundEmailRoute(services));
  for (const middleware of options.before ?? []) app.use(middleware);

  app.all(
    "/{*path}",
    reactRouterHandler({
      // A built server passes its build itself: given a function, React
      // Router derives the route tree again on every request (for
      // development, where the build changes), a tenth of a form post's time.
      build,
      mode: production ? "production" : "development",
      async getLoadContext(req, res) {
        const keys = (typeof build === "function" ? await build() : build).entry
          .module as unknown as EntryContextKeys;
        keys.serveOrigin(services.config.appUrl.origin);
        const context = new RouterContextProvider();
        context.set(keys.nonceContext, String(res.locals.nonce));
        context.set(keys.servicesContext, services);
        context.set(keys.clientContext, {
          ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
        });
        return context;
      },
    }),
  );
  app.use(finalErrorHandler(logger));
  if (!options.clientDir) return app;

  const https = services.config.appUrl.protocol === "https:";
  // A build made for another origin is moved to this one (decision 0061).
  const move = originMove(options.clientDir, services.config.appUrl.origin);
  const loading = process.hrtime.bigint();
  const files = new Map([
    ...prerenderedPages(options.clientDir, { https, move }),
    ...builtFiles(options.clientDir, { https, move }),
  ]);
  if (move)
    logger.info(
      { ...move, durationMs: millisecondsSince(loading) },
      "build made for another origin: its files loaded, moved to this one",
    );
  const front = staticFront({
    files,
    https,
    logger,
  });
  return (req, res) => {
    if (!front(req, res)) app(req, res);
  };
}
