/**
 * A writer beside the retention purge (bench/inbox-scale.ts): a worker
 * thread with a connection of its own, inserting a contact message every
 * 10 ms as the contact form would, timing each insert, until told to stop.
 * Each insert waits for whatever holds the write lock (SQLite's busy
 * timeout, PostgreSQL's locks), so its longest time is the longest any
 * writer waited on the purge. A worker, because node:sqlite blocks the
 * thread it runs on.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { parentPort, workerData } from "node:worker_threads";

import pg from "pg";

import { openNodeSqlite } from "#server/db/node-sqlite.ts";

export interface WriterResult {
  inserts: number;
  errors: number;
  firstError: string | null;
  durationsMs: number[];
}

const { dataFile, databaseUrl } = workerData as {
  dataFile?: string;
  databaseUrl?: string;
};

const statement = `insert into contact_submissions (id, created_at, first_name, last_name, email, phone, interest, message, status) values ($1, $2, 'Writer', 'Bench', 'writer@example.com', '', 'general', 'Written while the purge runs.', 'new')`;

let insert: (id: string, at: string) => Promise<void>;
let close: () => Promise<void>;
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  insert = async (id, at) => {
    await client.query(statement, [id, at]);
  };
  close = () => client.end();
} else {
  const { raw } = openNodeSqlite(dataFile!);
  const prepared = raw.prepare(statement.replace(/\$\d/g, "?"));
  insert = async (id, at) => {
    prepared.run(id, at);
  };
  close = async () => raw.close();
}

let stopping = false;
parentPort!.on("message", () => (stopping = true));
const result: WriterResult = {
  inserts: 0,
  errors: 0,
  firstError: null,
  durationsMs: [],
};
parentPort!.postMessage("ready");
while (!stopping) {
  const started = performance.now();
  try {
    await insert(crypto.randomUUID(), new Date().toISOString());
    result.inserts += 1;
  } catch (error) {
    result.errors += 1;
    result.firstError ??= String(error);
  }
  result.durationsMs.push(performance.now() - started);
  await sleep(10);
}
await close();
parentPort!.postMessage(result);
