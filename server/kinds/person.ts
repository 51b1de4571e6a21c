import { sql, type RawBuilder } from "kysely";

import type { InboxKind } from "#app/lib/kinds/kinds.ts";
import { storedKinds } from "./stored-kinds.ts";

/**
 * The person a record of `kind` is about, as SQL over its table's columns
 * (`column` names one, under an alias where the query has one): the address
 * they wrote from, their whole name, and their first name where the form
 * asked for it apart (SQL null where it asked for one name).
 */
export function personSql(
  kind: InboxKind,
  column: (name: string) => RawBuilder<unknown> = (name) => sql.ref(name),
) {
  const { email, name } = storedKinds[kind].person;
  return {
    email: sql<string>`${column(email)}`,
    name:
      typeof name === "string"
        ? sql<string>`${column(name)}`
        : sql<string>`${column(name[0])} || ' ' || ${column(name[1])}`,
    firstName:
      typeof name === "string"
        ? sql<string | null>`null`
        : sql<string | null>`${column(name[0])}`,
  };
}
