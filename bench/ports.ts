import { createServer } from "node:net";

/**
 * This machine's benchmarks keep to ports 3400-3499 (other servers run on
 * it). Each call hands out the next port in that range that nothing listens
 * on, so the app, the bare server and the start-up probe never collide.
 */
let nextPort = Number(process.env.BENCH_PORT_BASE ?? 3400);
const lastPort = nextPort + 99;

export async function benchPort(): Promise<number> {
  while (nextPort <= lastPort) {
    const port = nextPort++;
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port left in ${lastPort - 99}-${lastPort}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
