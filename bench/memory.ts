import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";

import { samplePng } from "../tests/helpers/files.ts";
import { verificationFormData } from "../tests/helpers/sample-submissions.ts";
import { startServerProcess } from "../tests/e2e/helpers/server-process.ts";
import { startCommand } from "../tests/helpers/start-command.ts";
import { benchClient } from "./contact-posts.ts";
import { benchPort } from "./ports.ts";
import { marked, megabytes, table, verdictOf, type Section } from "./report.ts";

const submissions = 10;
const bursts = 5;
/** Just under the form's limit of 10 MiB per licence image. */
const imageBytes = 10 * 1024 ** 2 - 64 * 1024;
/** The app's growth at most this many times the bare process's. */
const ratioGoal = 2;
/** RSS after the last burst at most this much above the reading after the first. */
const steadyGoalBytes = 10 * 1024 ** 2;
const sampleEveryMs = 50;
/** Between a burst's last answer and the reading "after" it. */
const settleMs = 1000;

/** A process the bursts are posted to. */
interface Target {
  url: string;
  pid: number;
  /** Resolves when the process exits, with how it ended and what it printed. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

interface Bursts {
  /** RSS just before the first burst. */
  baseline: number;
  /** The highest RSS read during the bursts. */
  peak: number;
  /** The lowest RSS in the second after each burst's last answer. */
  after: number[];
  outcomes: Outcome[];
  seconds: number;
}

/**
 * Resident memory while ten verifications, each with two 10 MB licence
 * images, stream in at once, five times over: the app (uploads streamed to
 * disk, images checked from there) against a bare Node process that pipes
 * the same bodies to disk, measured in the same run. The app's growth may be
 * at most twice the bare process's, and must not climb from burst to burst.
 */
export async function uploadMemory(): Promise<Section> {
  const image = await noisePng();
  const app = await measureBursts(await startApp(), image);
  const bare = await measureBursts(await startBare(), image);
  return section(app, bare, image.length);
}

async function startApp(): Promise<Target> {
  const server = await startServerProcess(await benchPort(), {
    LOG_LEVEL: "warn",
  });
  return {
    url: server.url,
    pid: server.child.pid!,
    exited: server.exited.then(
      (code) =>
        `the app exited (${code ?? server.child.signalCode}):\n${server.output().slice(-3000)}`,
    ),
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(server.dataDir, { recursive: true, force: true });
      // Its development mail (MAIL_DIR, by default beside DATA_DIR).
      rmSync(`${server.dataDir}-mail`, { recursive: true, force: true });
    },
  };
}

async function startBare(): Promise<Target> {
  const folder = mkdtempSync(path.join(tmpdir(), "harborline-bare-uploads-"));
  const port = await benchPort();
  const child = spawn(
    process.execPath,
    [
      new URL("bare-upload-server.ts", import.meta.url).pathname,
      String(port),
      folder,
    ],
    {
      env: { ...process.env, ...startCommand().env },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code) =>
      resolve(`the bare upload server exited (${code ?? child.signalCode})`),
    ),
  );
  await Promise.race([
    new Promise((resolve) => child.stdout.once("data", resolve)),
    exited.then((why) => Promise.reject(new Error(why))),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function measureBursts(
  target: Target,
  image: Uint8Array,
): Promise<Bursts> {
  try {
    // One small verification first: modules loaded on the first upload
    // (sharp, the multipart reader) are start-up cost, not growth.
    const warmUp = await postVerification(target.url, 100_000, samplePng());
    if (warmUp.answer !== "ok")
      throw new Error(`the warm-up verification failed: ${warmUp.answer}`);
    await sleep(settleMs);
    const baseline = residentBytes(target.pid)!;
    let peak = baseline;
    // A process that has exited has no VmRSS: keep the peak seen so far.
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(target.pid) ?? 0);
    }, sampleEveryMs);
    // A process that dies mid-burst may leave posts waiting: stop at once.
    const died = target.exited.then((why) => {
      throw new Error(`${why}\nduring the uploads`);
    });
    const after: number[] = [];
    const outcomes: Outcome[] = [];
    const started = performance.now();
    try {
      for (let burst = 0; burst < bursts; burst += 1) {
        const first = 100_001 + burst * submissions;
        outcomes.push(
          ...(await Promise.race([
            Promise.all(
              Array.from({ length: submissions }, (_, n) =>
                postVerification(target.url, first + n, image),
              ),
            ),
            died,
          ])),
        );
        after.push(await settledBytes(target.pid));
      }
    } finally {
      clearInterval(sampler);
    }
    return {
      baseline,
      peak: Math.max(peak, ...after),
      after,
      outcomes,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await target.stop();
  }
}

function section(app: Bursts, bare: Bursts, size: number): Section {
  const growth = (run: Bursts) => run.peak - run.baseline;
  const climb = (run: Bursts) => run.after.at(-1)! - run.after[0]!;
  const accepted = (run: Bursts) =>
    run.outcomes.filter((outcome) => outcome.answer === "ok").length;
  const total = submissions * bursts;
  const ratio = growth(app) / growth(bare);
  const ratioOk = ratio <= ratioGoal && accepted(app) === total;
  const steady = climb(app) <= steadyGoalBytes;
  const row = (name: string, run: Bursts, goals: boolean): string[] => [
    name,
    megabytes(run.baseline),
    megabytes(run.peak),
    megabytes(growth(run)),
    run.after.map(megabytes).join(", "),
    goals
      ? marked(megabytes(climb(run)), climb(run) <= steadyGoalBytes)
      : megabytes(climb(run)),
    `${accepted(run)} of ${total}`,
    String(run.outcomes.filter((outcome) => outcome.retries > 0).length),
    run.seconds.toFixed(1),
  ];
  const refused = app.outcomes.filter((outcome) => outcome.answer !== "ok");
  return {
    title:
      "Memory while large uploads stream in: the app against a bare Node process",
    body: [
      `${bursts} bursts, one after another, of ${submissions} verifications posted at once (each from its own X-Forwarded-For client), each with two ${megabytes(size)} MB PNGs of random noise (valid images, made with sharp, holding only pixel chunks), after one small verification to load what the first upload loads. The app reads at most 8 uploads at once and answers the others 503 with Retry-After; those are sent again when it says, as a browser's retry would (the "retried" column). The bare process (bench/bare-upload-server.ts) is a node:http server that pipes each request's body to a file and answers once it is written; it gets the same bursts in the same run. Both run with npm start's allocator settings (decision 0044). VmRSS read from /proc every ${sampleEveryMs} ms; growth = the highest reading during the bursts − the reading just before the first; "after" = the lowest reading in the ${settleMs / 1000} s after a burst's last answer (what the process keeps, not where its collector happens to be); climb = after the last burst − after the first. MB = 1024 × 1024 bytes.`,
      "",
      ...table(
        [
          "process",
          "RSS before MB",
          "peak MB",
          "growth MB",
          "after each burst MB",
          `climb MB (goal ≤ ${megabytes(steadyGoalBytes)})`,
          "accepted",
          "retried",
          "seconds",
        ],
        [row("app", app, true), row("bare Node", bare, false)],
      ),
      "",
      `Growth app / bare: **${marked(ratio.toFixed(2), ratio <= ratioGoal)}** (goal ≤ ${ratioGoal}).`,
      ...(refused.length > 0
        ? [
            "",
            `Not accepted by the app: ${refused.map((outcome) => outcome.answer).join("; ")}`,
          ]
        : []),
    ],
    checks: [
      {
        measure: `Upload RSS growth, ${submissions} × 2 × 10 MB at once, ${bursts} times: app / bare Node piping to disk`,
        figure: `${ratio.toFixed(2)} (${megabytes(growth(app))} MB / ${megabytes(growth(bare))} MB; ${accepted(app)} of ${total} accepted)`,
        goal: `≤ ${ratioGoal}, all accepted`,
        verdict: verdictOf(ratioOk),
      },
      {
        measure: `App RSS after the ${bursts}th burst against after the first`,
        figure: `${climb(app) >= 0 ? "+" : "−"}${megabytes(Math.abs(climb(app)))} MB (${megabytes(app.after[0]!)} → ${megabytes(app.after.at(-1)!)} MB)`,
        goal: `≤ +${megabytes(steadyGoalBytes)} MB`,
        verdict: verdictOf(steady),
      },
    ],
  };
}

/**
 * The lowest RSS over the settle time after a burst: what the process keeps,
 * rather than wherever its collector happens to be at one instant.
 */
async function settledBytes(pid: number): Promise<number> {
  let lowest = Infinity;
  for (let waited = 0; waited < settleMs; waited += sampleEveryMs) {
    await sleep(sampleEveryMs);
    lowest = Math.min(lowest, residentBytes(pid) ?? 0);
  }
  return lowest;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's resident memory, or undefined once it has exited. */
function residentBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A PNG of random RGB noise just under 10 MB (the form's limit is 10 MiB):
 * noise does not compress, so its size follows from its pixel count.
 */
async function noisePng(): Promise<Uint8Array> {
  const width = 1800;
  const height = Math.floor(imageBytes / (width * 3 + 1)) - 2;
  const pixels = randomBytes(width * height * 3);
  const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new Uint8Array(png);
}

interface Outcome {
  /** "ok", or the status and body of the refusal. */
  answer: string;
  /** Times the server said "too many uploads, try again". */
  retries: number;
}

/** Posts verification `n` until it is not turned away for being one too many. */
async function postVerification(
  baseUrl: string,
  n: number,
  image: Uint8Array,
): Promise<Outcome> {
  for (let retries = 0; ; retries += 1) {
    const { status, answer, retryAfter } = await postOnce(baseUrl, n, image);
    if (status !== 503 || retryAfter === undefined || retries === 3)
      return { answer, retries };
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/** Posts verification `n` with the image as both sides, once. */
async function postOnce(
  baseUrl: string,
  n: number,
  image: Uint8Array,
): Promise<{ status: number; answer: string; retryAfter?: number }> {
  const form = verificationFormData(n, {
    email: `bench${n}@example.com`,
    image,
  });
  const response = await fetch(new URL("/api/forms/verification", baseUrl), {
    method: "POST",
    headers: { "x-forwarded-for": benchClient(n) },
    body: form,
  });
  const body = (await response.json()) as { ok?: boolean };
  const retryAfter = response.headers.get("retry-after");
  return {
    status: response.status,
    answer:
      body.ok === true
        ? "ok"
        : `${response.status} ${JSON.stringify(body).slice(0, 200)}`,
    ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
  };
}
