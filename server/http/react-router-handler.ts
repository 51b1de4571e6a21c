import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Readable } from "node:stream";

import type { NextFunction, Request, RequestHandler, Response } from "express";
import {
  createRequestHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";

import { requestBody } from "./body-limits.ts";

export interface ReactRouterHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext(req: Request, res: Response): Promise<RouterContextProvider>;
}

/** A request whose URL cannot be made (a Host header that names no host). */
export class BadRequestError extends Error {
  override name = "BadRequestError";
  readonly status = 400;
}

/**
 * Serves the app through React Router: what `@react-router/express` does,
 * except that a request's body is read from `requestBody(req)`, the stream
 * that `body-limits.ts` counts and cuts off at the route's limit, so nothing
 * that reads the Fetch request's body (a form action, busboy, Better Auth)
 * can be handed more than the limit.
 */
export function reactRouterHandler(
  options: ReactRouterHandlerOptions,
): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = await fetchRequestOf(req, res);
      // The body passed its limit (answered 413) or the client went away.
      if (!request) return;
      const response = await handle(
        request,
        await options.getLoadContext(req, res),
      );
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The Fetch request React Router gets for an Express request. Its body is
 * `requestBody(req)`: a small body (URL-encoded, JSON) is read whole first,
 * within its 64 KB, so no parser ever meets a stream cut off mid-way; a
 * multipart body streams, counted. Undefined when the body could not be read
 * (it passed its limit and was answered 413, or the client went away).
 */
export async function fetchRequestOf(
  req: Request,
  res: Response,
): Promise<globalThis.Request | undefined> {
  const body = requestBody(req);
  let whole: Uint8Array<ArrayBuffer> | undefined;
  if (body?.small) {
    try {
      whole = await readWhole(body.stream);
    } catch {
      return undefined;
    }
  }
  try {
    return makeRequest(req, res, whole ?? body?.stream);
  } catch {
    // Only what the client sent can fail here (its Host, path or headers).
    throw new BadRequestError("The request could not be read");
  }
}

async function readWhole(stream: Readable): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function makeRequest(
  req: Request,
  res: Response,
  body: Uint8Array<ArrayBuffer> | Readable | undefined,
): globalThis.Request {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (body instanceof Uint8Array) init.body = body;
    else {
      // No counted body: the request has none (no length, not chunked).
      init.body = createReadableStreamFromReadable(body ?? req);
      init.duplex = "half";
    }
  }
  return new globalThis.Request(url.href, init);
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values))
      for (const value of values) headers.append(name, value);
    else headers.set(name, values);
  }
  return headers;
}

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The app's own value replaces one the middleware set earlier (a download
  // names its nosniff too); only cookies come several at a time.
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? ""))
    res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
