import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";

import sharp from "sharp";

import { samplePng } from "../tests/helpers/files.ts";
import { verificationFormData } from "../tests/helpers/sample-submissions.ts";
import { startServerProcess } from "../tests/e2e/helpers/server-process.ts";
import { benchClient } from "./contact-posts.ts";
import { benchPort } from "./ports.ts";
import { megabytes, table, verdictOf, type Section } from "./report.ts";

const submissions = 10;
/** Just under the form's limit of 10 MiB per licence image. */
const imageBytes = 10 * 1024 ** 2 - 64 * 1024;
const growthGoalBytes = 50 * 1024 ** 2;
const sampleEveryMs = 50;

/**
 * Resident memory of the server process while ten verifications, each with
 * two 10 MB licence images, stream in at once: uploads are streamed to disk
 * and images checked from there, so memory should not grow with their size.
 */
export async function uploadMemory(): Promise<Section> {
  const image = await noisePng();
  const server = await startServerProcess(await benchPort(), {
    LOG_LEVEL: "warn",
  });
  const pid = server.child.pid!;
  try {
    // One small verification first: modules loaded on the first upload
    // (sharp, the multipart reader) are start-up cost, not growth.
    const warmUp = await postVerification(server.url, 100_000, samplePng());
    if (warmUp.answer !== "ok")
      throw new Error(`the warm-up verification failed: ${warmUp.answer}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = residentBytes(pid)!;
    let peak = baseline;
    // A process that has exited has no VmRSS: keep the peak seen so far.
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid) ?? 0);
    }, sampleEveryMs);
    const started = performance.now();
    // A server that dies mid-burst may leave posts waiting: stop at once.
    const died = server.exited.then((code) => {
      throw new Error(
        `the server exited (${code ?? server.child.signalCode}) during the uploads:\n${server.output().slice(-3000)}`,
      );
    });
    const outcomes = await Promise.race([
      Promise.all(
        Array.from({ length: submissions }, (_, n) =>
          postVerification(server.url, 100_001 + n, image),
        ),
      ),
      died,
    ]);
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pid) ?? 0);
    return section(baseline, peak, outcomes, image.length, seconds);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

function section(
  baseline: number,
  peak: number,
  outcomes: Outcome[],
  size: number,
  seconds: number,
): Section {
  const growth = peak - baseline;
  const accepted = outcomes.filter((outcome) => outcome.answer === "ok").length;
  const retried = outcomes.filter((outcome) => outcome.retries > 0).length;
  const ok = growth < growthGoalBytes && accepted === submissions;
  return {
    title: "Server memory while large uploads stream in",
    body: [
      `${submissions} verifications posted at once (each from its own X-Forwarded-For client), each with two ${megabytes(size)} MB PNGs of random noise (valid images, made with sharp, holding only pixel chunks), after one small verification to load what the first upload loads. The server reads at most 8 uploads at once and answers the others 503 with Retry-After; those are sent again when it says, as a browser's retry would (the "retried" column). VmRSS of the server process (started with npm start's allocator settings, decision 0044) read from /proc every ${sampleEveryMs} ms; growth = peak − the reading just before the burst. MB = 1024 × 1024 bytes.`,
      "",
      ...table(
        [
          "RSS before MB",
          "peak MB",
          "growth MB",
          "goal MB",
          "accepted",
          "retried",
          "seconds",
        ],
        [
          [
            megabytes(baseline),
            megabytes(peak),
            `${megabytes(growth)} ${growth < growthGoalBytes ? "✅" : "❌"}`,
            `< ${megabytes(growthGoalBytes)}`,
            `${accepted} of ${submissions}`,
            String(retried),
            seconds.toFixed(1),
          ],
        ],
      ),
      ...(accepted < submissions
        ? [
            "",
            `Not accepted: ${outcomes
              .filter((outcome) => outcome.answer !== "ok")
              .map((outcome) => outcome.answer)
              .join("; ")}`,
          ]
        : []),
    ],
    checks: [
      {
        measure: `Server RSS growth, ${submissions} × 2 × 10 MB uploads at once`,
        figure: `${megabytes(growth)} MB (${accepted} of ${submissions} accepted)`,
        goal: `< ${megabytes(growthGoalBytes)} MB, all accepted`,
        verdict: verdictOf(ok),
      },
    ],
  };
}

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
