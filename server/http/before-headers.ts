import type { ServerResponse } from "node:http";

const hooks = new WeakMap<ServerResponse, Array<() => void>>();

/**
 * Runs `hook` just before the response's headers are written, whoever writes
 * them (Express, the React Router handler, an error handler), so it can still
 * set a header from what is known by then.
 */
export function beforeHeaders(res: ServerResponse, hook: () => void): void {
  const existing = hooks.get(res);
  if (existing) {
    existing.push(hook);
    return;
  }
  const pending = [hook];
  hooks.set(res, pending);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) for (const run of pending.splice(0)) run();
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
