import type { Kysely, Transaction } from "kysely";

import type { DB } from "./schema.ts";

/** Runs one submission's writes as a transaction of its own, or as one that shares its commit. */
export type Transact = <T>(
  work: (trx: Transaction<DB>) => Promise<T>,
) => Promise<T>;

interface Member {
  work: (trx: Transaction<DB>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * More than this many waiting submissions wait for the next commit, so that
 * one commit's wait stays short however deep the queue.
 */
const MAX_MEMBERS = 64;

/**
 * Group commit for SQLite. node:sqlite is synchronous: a commit at
 * synchronous=FULL holds the event loop while the disk flushes, and under
 * load that flush was a third of the server's time. Submissions that arrive
 * while one commit runs join the next, which runs them one after another in
 * a transaction of its own, each inside a savepoint, and flushes once.
 *
 * Each submission keeps the guarantees of a transaction of its own:
 * - it is answered only after the commit that holds it has reached the disk;
 * - a submission whose work fails is rolled back to its savepoint and
 *   rejected with its own error; the others commit without it;
 * - a commit that fails rejects every submission it held, nothing stored.
 *
 * Nobody waits for a group to fill: a group starts on the event loop's next
 * turn, with whoever has arrived by then (at a quiet time, one submission),
 * so a quiet server answers as fast as before and a busy one flushes once
 * per group.
 *
 * `work` must use only the transaction it is given, as with
 * `db.transaction()`: SQLite has one connection, and the group holds it.
 */
export function sharedCommits(db: Kysely<DB>): Transact {
  const waiting: Member[] = [];
  let committing = false;

  async function drain() {
    committing = true;
    try {
      do {
        // node:sqlite answers every statement at once, so without this turn
        // a group would start and commit before any other request was read:
        // groups of one. Requests that arrived meanwhile reach here first.
        await nextTurn();
        await commitGroup(db, waiting.splice(0, MAX_MEMBERS));
      } while (waiting.length > 0);
    } finally {
      committing = false;
    }
  }

  return <T>(work: (trx: Transaction<DB>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({
        work,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      if (!committing) void drain();
    });
}

/** After the I/O that is ready now has been read (setImmediate runs after the poll phase). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function commitGroup(db: Kysely<DB>, members: Member[]): Promise<void> {
  let trx;
  try {
    trx = await db.startTransaction().execute();
  } catch (error) {
    for (const member of members) member.reject(error);
    return;
  }
  const kept: Array<{ member: Member; value: unknown }> = [];
  try {
    for (const [index, member] of members.entries()) {
      const name = `member_${index}`;
      const inner = await trx.savepoint(name).execute();
      try {
        const value = await member.work(inner);
        await inner.releaseSavepoint(name).execute();
        kept.push({ member, value });
      } catch (error) {
        try {
          await inner.rollbackToSavepoint(name).execute();
          await inner.releaseSavepoint(name).execute();
        } catch {
          // No savepoint left: SQLite rolled the whole transaction back by
          // itself (a full disk, an I/O error). The member's error is the
          // group's: each member is told the cause, which answers 503 (see
          // server/db/unavailable.ts), not a missing savepoint's 500.
          throw error;
        }
        // Its writes are undone; nothing of it is committed, so it can be
        // told now, while the others go on.
        member.reject(error);
      }
    }
    await trx.commit().execute();
  } catch (error) {
    // The commit, or undoing a savepoint, failed: the transaction is rolled
    // back whole and every member learns why (one already rejected with its
    // own error keeps it: a promise settles once).
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    for (const member of members) member.reject(error);
    return;
  }
  for (const { member, value } of kept) member.resolve(value);
}
