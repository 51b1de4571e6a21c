import { data, useSearchParams } from "react-router";

import { AuditFilter } from "#app/components/staff/audit-filter.tsx";
import { AuditTable } from "#app/components/staff/audit-table.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
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
import { actorLabel } from "#server/staff/audit-people.ts";
import type { Route } from "./+types/audit";

export const meta = () => staffPageMeta(texts.title);

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
      entries: log.entries.map((entry) => ({
        id: entry.id,
        createdAt: entry.createdAt,
        time: entry.time,
        actorLabel: entry.actorLabel,
        action: entry.action,
        subject: entry.subject,
        description: entry.description,
        clientHash: entry.clientHash,
      })),
      actors: actors.map((actor) => ({
        value: actor.id,
        label: actorLabel(actor.id, actor),
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
      <p>
        <a
          href={`/admin/audit.csv${query.size > 0 ? `?${query}` : ""}`}
          download
          className={buttonClasses("outline", "px-4 py-2 text-sm")}
        >
          {texts.download}
        </a>
      </p>
      <Pagination page={page} pages={pages} query={query} />
    </div>
  );
}
