import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";

import sharp from "sharp";

import { samplePng } from "../tests/helpers/files.ts";
import { startServerProcess } from "../tests/e2e/helpers/server-process.ts";
import { benchClient } from "./contact-posts.ts";
import { benchPort } from "./ports.ts";
import { megabytes, table, verdictOf, type Section } from "./report.ts";

const submissions = 10;
const imageBytes = 10_000_000;
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
    await postVerification(server.url, 100_000, samplePng());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = residentBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, sampleEveryMs);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: submissions }, (_, n) =>
        postVerification(server.url, 100_001 + n, image),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pid));
    return section(baseline, peak, answers, image.length, seconds);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

function section(
  baseline: number,
  peak: number,
  answers: string[],
  size: number,
  seconds: number,
): Section {
  const growth = peak - baseline;
  const accepted = answers.filter((answer) => answer === "ok").length;
  const ok = growth < growthGoalBytes && accepted === submissions;
  return {
    title: "Server memory while large uploads stream in",
    body: [
      `${submissions} verifications posted at once (each from its own X-Forwarded-For client), each with two ${megabytes(size)} MB PNGs of random noise (valid images, made with sharp, holding only pixel chunks), after one small verification to load what the first upload loads. VmRSS of the server process read from /proc every ${sampleEveryMs} ms; growth = peak − the reading just before the burst. MB = 1024 × 1024 bytes.`,
      "",
      ...table(
        [
          "RSS before MB",
          "peak MB",
          "growth MB",
          "goal MB",
          "accepted",
          "seconds",
        ],
        [
          [
            megabytes(baseline),
            megabytes(peak),
            `${megabytes(growth)} ${growth < growthGoalBytes ? "✅" : "❌"}`,
            `< ${megabytes(growthGoalBytes)}`,
            `${accepted} of ${submissions}`,
            seconds.toFixed(1),
          ],
        ],
      ),
      ...(accepted < submissions
        ? ["", `Not accepted: ${answers.filter((a) => a !== "ok").join("; ")}`]
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

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
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

/** Posts verification `n` with the image as both sides; "ok" or why not. */
async function postVerification(
  baseUrl: string,
  n: number,
  image: Uint8Array,
): Promise<string> {
  const form = new FormData();
  const fields: Array<[string, string]> = [
    ["firstName", "Mary"],
    ["lastName", `Jackson${n}`],
    ["email", `bench${n}@example.com`],
    ["phone", "313-555-0102"],
    ["streetAddress", "1 Wind Tunnel Rd"],
    ["city", "Detroit"],
    ["state", "MI"],
    ["zipCode", "48226"],
    ["bankName", "Great Lakes Credit Union"],
    ["creditScore", "742"],
    ["ssn", "123-45-6789"],
    ["ssnConfirm", "123-45-6789"],
    ["selectedPositions", "Remote Data Entry Assistant"],
  ];
  for (const [name, value] of fields) form.append(name, value);
  for (const side of ["driversLicenseFront", "driversLicenseBack"])
    form.append(
      side,
      new File([image as Uint8Array<ArrayBuffer>], `${side}.png`, {
        type: "image/png",
      }),
    );
  const response = await fetch(new URL("/api/forms/verification", baseUrl), {
    method: "POST",
    headers: { "x-forwarded-for": benchClient(n) },
    body: form,
  });
  const body = (await response.json()) as { ok?: boolean };
  return body.ok === true
    ? "ok"
    : `${response.status} ${JSON.stringify(body).slice(0, 200)}`;
}
