/**
 * How fast a request body must arrive. Node lets a body take as long as its
 * whole request may (`requestTimeout`, server/serve.ts) with no minimum rate,
 * so a client sending a byte every few seconds holds what reading its body
 * costs (an upload slot, a temporary file, a connection) almost for free.
 * Two rules close that, counted only while the server is waiting for bytes:
 * a body held back by the server itself (its reader is behind: the disk, a
 * parser, a route that has not started reading) is not the client's delay.
 *
 * - **Stalled**: nothing arrived for `idleMs`.
 * - **Too slow**: a body may be waited on for `graceMs` plus one second per
 *   `minBytesPerSecond` bytes it has sent (Apache's mod_reqtimeout rule,
 *   `body=…,MinRate=…`): past the grace, it must average at least that rate.
 *
 * The numbers are in body-limits.ts, where they can be changed per app.
 */
export interface BodyPace {
  /** A body that sends nothing for this long while the server waits for it is stalled. */
  idleMs: number;
  /** The time every body is allowed before its rate counts. */
  graceMs: number;
  /** The lowest average rate a body may keep past its grace. */
  minBytesPerSecond: number;
}

/** Why a body was cut off: it stopped, or it trickled. */
export type SlowBody = "stalled" | "too-slow";

/** The clocks of one body, driven by the stream that reads it. */
export interface PaceWatch {
  /** The server wants bytes (the request flows): the clocks run. */
  waiting(): void;
  /** The server holds the body back (its reader is behind): the clocks stop. */
  holding(): void;
  /** Bytes arrived. */
  received(bytes: number): void;
  /** The body ended, failed or was answered: nothing more to watch. */
  stop(): void;
}

/**
 * Watches one body against `pace`; `cutOff` is called once, when the body
 * breaks a rule while the server is waiting for it. The clocks start
 * stopped: call `waiting()` when the request starts to flow.
 */
export function watchPace(
  pace: BodyPace,
  cutOff: (why: SlowBody) => void,
  now: () => number = () => performance.now(),
): PaceWatch {
  let bytes = 0;
  /** Time spent waiting for the client in spells that have ended. */
  let waitedMs = 0;
  /** When the current spell of waiting began; undefined while held or stopped. */
  let spellStart: number | undefined;
  /** The last byte, or the start of the spell when no byte came in it (a pause of ours is not idle time). */
  let lastByte = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  /** Checks both rules now; if neither is broken, checks again when the first could be. */
  const check = () => {
    timer = undefined;
    if (stopped || spellStart === undefined) return;
    const at = now();
    const idleLeft = lastByte + pace.idleMs - at;
    const allowedMs = pace.graceMs + (bytes * 1000) / pace.minBytesPerSecond;
    const rateLeft = allowedMs - (waitedMs + at - spellStart);
    if (idleLeft <= 0 || rateLeft <= 0) {
      stopped = true;
      cutOff(idleLeft <= 0 ? "stalled" : "too-slow");
      return;
    }
    // Bytes arriving meanwhile only move both deadlines later: the timer
    // is not reset per chunk, it checks again when it fires.
    timer = setTimeout(check, Math.ceil(Math.min(idleLeft, rateLeft)));
    timer.unref();
  };

  return {
    waiting() {
      if (stopped || spellStart !== undefined) return;
      spellStart = now();
      lastByte = spellStart;
      check();
    },
    holding() {
      if (spellStart === undefined) return;
      waitedMs += now() - spellStart;
      spellStart = undefined;
      clear();
    },
    received(count) {
      bytes += count;
      if (spellStart !== undefined) lastByte = now();
    },
    stop() {
      stopped = true;
      spellStart = undefined;
      clear();
    },
  };
}
