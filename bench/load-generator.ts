import http from "node:http";

/**
 * A small closed-loop load generator: `connections` workers on one
 * keep-alive agent, each sending its next request as soon as the last is
 * answered, for a fixed time. Requests answered during the warm-up are not
 * counted (the server's JIT and caches settle first). The same generator
 * drives the app and the bare references, so any cost of its own (it is a
 * Node process too) weighs on both sides alike.
 */
export interface LoadOptions {
  connections: number;
  seconds: number;
  warmUpSeconds?: number;
  /** Sends request number `n`; resolves true when the answer is a success. */
  send: (agent: http.Agent, n: number) => Promise<boolean>;
}

export interface LoadResult {
  /** Successful requests in the measured window. */
  succeeded: number;
  /** Successes and errors over the whole run, warm-up included. */
  total: { succeeded: number; errors: number };
  errors: number;
  firstError: string | undefined;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
  });
  const warmUpEnds = performance.now() + (options.warmUpSeconds ?? 0) * 1000;
  const deadline = warmUpEnds + options.seconds * 1000;
  const latencies: number[] = [];
  let succeeded = 0;
  let errors = 0;
  let firstError: string | undefined;
  const total = { succeeded: 0, errors: 0 };
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      let ok = false;
      try {
        ok = await options.send(agent, next++);
      } catch (error) {
        firstError ??= String(error);
      }
      if (ok) total.succeeded += 1;
      else total.errors += 1;
      if (started < warmUpEnds) continue;
      latencies.push(performance.now() - started);
      if (ok) succeeded += 1;
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    succeeded,
    total,
    errors,
    firstError,
    seconds: options.seconds,
    perSecond: succeeded / options.seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}

/** The q-quantile of sorted values (0 when there are none). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export interface Answer {
  status: number;
  body: Buffer;
}

/** One request on the agent; the whole answer is read (as a browser would). */
export function request(
  agent: http.Agent | undefined,
  url: URL,
  options: {
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    body?: string | Buffer;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { agent, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
