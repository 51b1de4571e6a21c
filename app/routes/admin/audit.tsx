import { data, useSearchParams } from "react-router";

import { AuditFilter } from "#app/components/staff/audit-filter.tsx";
import { AuditTable } from "#app/components/staff/audit-table.tsx";
import { StaffPageHeader } from "#app/components/staff/staff-section.tsx";
import { Pagination } from "#app/components/staff/pagination.tsx";
import { auditLogPage as texts } from "#app/content/staff.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { requireStaff } from "#server/staff/access.ts";
import {
  auditActors,
  parseAuditFilter,
  readAuditLog,
} from "#server/staff/audit-log.ts";
import { SYSTEM_ACTOR } from "#server/staff/audit.ts";
import type { Route } from "./+types/audit";

export const meta = () => staffPageMeta(texts.title);

const personLabel = (name: string | null, email: string | null, id: string) =>
  id === SYSTEM_ACTOR
    ? texts.system
    : name && email
      ? `${name} <${email}>`
      : texts.unknownActor;

/** Admins only; filtered and paged in the database (server/staff/audit-log.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, headers } = await requireStaff(request, context, {
    role: "admin",
  });
  const { filter, invalid } = parseAuditFilter(
    new URL(request.url).searchParams,
  );
  const [log, actors] = await Promise.all([
    readAuditLog(services, filter),
    auditActors(services),
  ]);
  return data(
    {
      filter,
      invalid,
      ...log,
      entries: log.entries.map(({ actorName, actorEmail, ...entry }) => ({
        ...entry,
        actorLabel: personLabel(actorName, actorEmail, entry.actor),
      })),
      actors: actors.map((actor) => ({
        value: actor.id,
        label: personLabel(actor.name, actor.email, actor.id),
      })),
    },
    { headers },
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pages, pageSize } = loaderData;
  const [searchParams] = useSearchParams();
  const query = new URLSearchParams(searchParams);
  query.delete("page");
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="space-y-8">
      <StaffPageHeader title={texts.title} intro={texts.intro} />
      <AuditFilter
        values={loaderData.filter}
        actors={loaderData.actors}
        invalid={loaderData.invalid}
      />
      <AuditTable
        entries={entries}
        caption={texts.tableCaption(first, first + entries.length - 1, total)}
      />
      <Pagination page={page} pages={pages} query={query} />
    </div>
  );
}
