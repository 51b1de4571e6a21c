import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_BODY_PACE } from "#server/http/body-limits.ts";
import { watchPace, type SlowBody } from "#server/http/body-pace.ts";

const pace = { idleMs: 1_000, graceMs: 2_000, minBytesPerSecond: 100 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A watch on the fake clock, and what it decided. */
function watch() {
  const cut: SlowBody[] = [];
  const watch = watchPace(pace, (why) => cut.push(why), Date.now);
  return { watch, cut };
}

/** `bytes` every `everyMs` for `forMs`. */
function send(
  pace: ReturnType<typeof watchPace>,
  bytes: number,
  everyMs: number,
  forMs: number,
) {
  for (let t = 0; t < forMs; t += everyMs) {
    vi.advanceTimersByTime(everyMs);
    pace.received(bytes);
  }
}

describe("the pace a request body must keep", () => {
  it("cuts off a body that sends nothing for idleMs while the server waits", () => {
    const { watch: body, cut } = watch();
    body.waiting();
    vi.advanceTimersByTime(pace.idleMs - 1);
    expect(cut).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(cut).toEqual(["stalled"]);
    // Once.
    vi.advanceTimersByTime(10 * pace.idleMs);
    expect(cut).toEqual(["stalled"]);
  });

  it("cuts off a trickle that is never idle once it falls below the rate past its grace", () => {
    const { watch: body, cut } = watch();
    body.waiting();
    // 10 bytes every 500 ms: 20 B/s against 100, never silent for 1 s.
    send(body, 10, 500, 2_000);
    expect(cut).toEqual([]);
    // Allowed: 2 s of grace plus 10 ms a byte sent.
    send(body, 10, 500, 1_000);
    expect(cut).toEqual(["too-slow"]);
  });

  it("lets a body at the rate go on for as long as it sends", () => {
    const { watch: body, cut } = watch();
    body.waiting();
    send(body, 60, 500, 600_000);
    expect(cut).toEqual([]);
  });

  it("stops both clocks while the server holds the body back", () => {
    const { watch: body, cut } = watch();
    body.waiting();
    send(body, 50, 500, 1_000);
    body.holding();
    vi.advanceTimersByTime(60_000);
    expect(cut).toEqual([]);
    // Waiting again: the idle clock starts afresh, and the rate goes on
    // from where it was (1 s waited, 100 bytes: 3 s allowed, and 10 ms
    // more for each byte), not from the minute held.
    body.waiting();
    vi.advanceTimersByTime(pace.idleMs - 1);
    expect(cut).toEqual([]);
    body.received(1);
    send(body, 1, 500, 1_000);
    expect(cut).toEqual([]);
    send(body, 1, 500, 500);
    expect(cut).toEqual(["too-slow"]);
  });

  it("watches nothing once stopped: a body that ended or was answered", () => {
    const { watch: body, cut } = watch();
    body.waiting();
    body.stop();
    vi.advanceTimersByTime(60_000);
    body.waiting();
    vi.advanceTimersByTime(60_000);
    expect(cut).toEqual([]);
  });

  it("holds production bodies to 30 s of silence and 2 KB/s past 10 s", () => {
    expect(DEFAULT_BODY_PACE).toEqual({
      idleMs: 30_000,
      graceMs: 10_000,
      minBytesPerSecond: 2_048,
    });
  });
});
