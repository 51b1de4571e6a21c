import {
  contactRun,
  postgresAnswers,
  postgresUrl,
  type DatabaseName,
} from "./contact-posts.ts";
import {
  marked,
  table,
  verdictOf,
  type Check,
  type Section,
} from "./report.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 32);
/** The load a person would feel (issue 21): a post answered within this, 99 times in 100. */
const p99GoalMs = 250;

/**
 * Load held (issue 13): contact posts for LOAD_SECONDS (60) at
 * LOAD_CONNECTIONS (32) against the built server on each database; every
 * post must be answered 200 with ok, 99 in 100 within 250 ms, and afterwards
 * the database must hold exactly as many contact_submissions as were
 * acknowledged. PostgreSQL only when it answers. `held` is false on any
 * error or a lost (or extra) row: what the run proves whatever the machine.
 * The p99 goal is marked pass or fail in the report but does not make the
 * run fail: a latency is the machine's as much as the code's (the same code
 * measured 217 and 256 ms in two runs on an idle machine here), and a CI
 * gate on a wall-clock figure would fail at random (decision 0049).
 */
export async function loadHeld(
  databases: DatabaseName[] = ["SQLite", "PostgreSQL"],
): Promise<{ section: Section; held: boolean }> {
  const rows: string[][] = [];
  const checks: Check[] = [];
  let held = true;
  for (const database of databases) {
    if (database === "PostgreSQL" && !(await postgresAnswers())) {
      rows.push([
        database,
        `not run: nothing answers at ${new URL(postgresUrl).host}`,
        ...Array<string>(8).fill(""),
      ]);
      continue;
    }
    const { load, stored } = await contactRun(database, {
      seconds,
      connections,
    });
    if (load.firstError)
      console.error(`${database}: first error: ${load.firstError}`);
    const lost = load.total.succeeded - stored;
    const fast = load.p99 < p99GoalMs;
    const correct = load.total.errors === 0 && lost === 0;
    const ok = correct && fast;
    held &&= correct;
    rows.push([
      database,
      `${seconds} s`,
      String(connections),
      String(load.total.succeeded),
      String(Math.round(load.perSecond)),
      load.p50.toFixed(0),
      marked(load.p99.toFixed(0), fast),
      marked(String(load.total.errors), load.total.errors === 0),
      String(stored),
      marked(String(lost), lost === 0),
    ]);
    checks.push({
      measure: `Load held on ${database}: ${seconds} s of contact posts at ${connections} connections`,
      figure: `${load.total.errors} errors, ${lost} lost rows, p99 ${load.p99.toFixed(0)} ms (${load.total.succeeded} acknowledged, ${Math.round(load.perSecond)} posts/s, p50 ${load.p50.toFixed(0)} ms)`,
      goal: `0 errors, 0 lost rows, p99 < ${p99GoalMs} ms`,
      verdict: verdictOf(ok),
    });
  }
  return {
    held,
    section: {
      title: "Load held",
      body: [
        `Contact posts (\`POST /api/forms/contact\`) on loopback from the bench process, each from its own X-Forwarded-For client, against a fresh server and database; each post's rate-limit count and its rows (receipt, contact row, the two outbox mails: staff's note and the sender's acknowledgement) commit on their own, answered after the commit. Latency is from sending a post to reading its answer, every post of the run counted (no warm-up left out). After the run the acknowledged posts are counted in \`contact_submissions\`. Lost = acknowledged − stored (negative: rows no one was told about).`,
        "",
        ...table(
          [
            "database",
            "duration",
            "connections",
            "acknowledged",
            "posts/s",
            "p50 ms",
            `p99 ms (goal < ${p99GoalMs})`,
            "errors (goal 0)",
            "rows stored",
            "lost (goal 0)",
          ],
          rows,
        ),
      ],
      checks,
    },
  };
}
