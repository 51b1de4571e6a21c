import type { KyselyPlugin, UnknownRow } from "kysely";

/** Better Auth's timestamp columns (migration 0003). */
const dateColumns = new Set([
  "createdAt",
  "updatedAt",
  "expiresAt",
  "accessTokenExpiresAt",
  "refreshTokenExpiresAt",
]);

/**
 * The application's database returns timestamps as ISO text on both SQLite
 * and PostgreSQL (server/db/database.ts). Better Auth compares them as Date
 * objects (on SQLite it converts by itself; on PostgreSQL it expects the
 * driver's Dates), so the Kysely instance it gets turns them back into Dates.
 * Only Better Auth's queries pass through this plugin.
 */
export const authDatesPlugin: KyselyPlugin = {
  transformQuery: (args) => args.node,
  async transformResult(args) {
    const rows = args.result.rows.map((row) => {
      let converted: UnknownRow | undefined;
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== "string" || !dateColumns.has(column)) continue;
        converted ??= { ...row };
        converted[column] = new Date(value);
      }
      return converted ?? row;
    });
    return { ...args.result, rows };
  },
};
