import http from "node:http";
import net from "node:net";

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
  return resultOf(latencies, { succeeded, total, errors, firstError }, options);
}

export interface GetLoadOptions {
  url: URL;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  warmUpSeconds?: number;
  expectedLength: number;
}

/**
 * A closed loop of GETs on raw keep-alive sockets, for serving: node:http's
 * client spends more per request than a bare server spends answering it, so
 * with it the generator, not the server, set the pace (it held a bare
 * node:http server to 20,000 requests/s where wrk reached 78,000 on the same
 * machine; this loop reaches 65,000–74,000). Each connection writes one
 * prebuilt request and reads the answer by its Content-Length; an answer
 * that is not a 200 of `expectedLength` bytes is an error, and one without
 * a Content-Length ends its connection.
 */
export async function generateGetLoad(
  options: GetLoadOptions,
): Promise<LoadResult> {
  const { url } = options;
  const requestBytes = Buffer.from(
    [
      `GET ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${url.host}`,
      ...Object.entries(options.headers).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "",
      "",
    ].join("\r\n"),
  );
  const warmUpEnds = performance.now() + (options.warmUpSeconds ?? 0) * 1000;
  const deadline = warmUpEnds + options.seconds * 1000;
  const latencies: number[] = [];
  const total = { succeeded: 0, errors: 0 };
  let succeeded = 0;
  let errors = 0;
  let firstError: string | undefined;

  const connection = (sockets: Set<net.Socket>) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(url.port), url.hostname);
      sockets.add(socket);
      socket.setNoDelay(true);
      let pending: Buffer | undefined;
      let answerLength = -1;
      let started = 0;
      const fail = (reason: string) => {
        firstError ??= reason;
        total.errors += 1;
        if (started >= warmUpEnds) errors += 1;
        socket.destroy();
      };
      const send = () => {
        started = performance.now();
        socket.write(requestBytes);
      };
      socket.on("connect", send);
      socket.on("error", (error) => fail(String(error)));
      socket.on("close", () => resolve());
      socket.on("data", (chunk: Buffer) => {
        pending = pending ? Buffer.concat([pending, chunk]) : chunk;
        while (pending) {
          const headEnd = pending.indexOf("\r\n\r\n");
          if (headEnd < 0) return;
          const head = pending.toString("latin1", 0, headEnd);
          if (answerLength < 0) {
            const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
            if (length === undefined)
              return fail(
                `an answer without Content-Length: ${head.split("\r\n")[0]}`,
              );
            answerLength = headEnd + 4 + Number(length);
          }
          if (pending.length < answerLength) return;
          const now = performance.now();
          const ok =
            head.startsWith("HTTP/1.1 200 ") &&
            answerLength - headEnd - 4 === options.expectedLength;
          if (ok) total.succeeded += 1;
          else {
            total.errors += 1;
            firstError ??= `unexpected answer: ${head.split("\r\n")[0]}`;
          }
          if (started >= warmUpEnds) {
            latencies.push(now - started);
            if (ok) succeeded += 1;
            else errors += 1;
          }
          pending =
            pending.length > answerLength
              ? pending.subarray(answerLength)
              : undefined;
          answerLength = -1;
          if (now >= deadline) {
            socket.destroy();
            return;
          }
          send();
        }
      });
    });

  const sockets = new Set<net.Socket>();
  // A server that stops answering ends the run at its deadline too.
  const cutOff = setTimeout(
    () => {
      firstError ??= "no answer within the run's time";
      for (const socket of sockets) socket.destroy();
    },
    deadline - performance.now() + 5000,
  );
  await Promise.all(
    Array.from({ length: options.connections }, () => connection(sockets)),
  );
  clearTimeout(cutOff);
  return resultOf(latencies, { succeeded, total, errors, firstError }, options);
}

/** A run's counts with its rate and its latencies' quantiles. */
function resultOf(
  latencies: number[],
  counts: Pick<LoadResult, "succeeded" | "total" | "errors" | "firstError">,
  options: { seconds: number },
): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    ...counts,
    seconds: options.seconds,
    perSecond: counts.succeeded / options.seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}

/** The q-quantile of sorted values (0 when there are none). */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
