import { data } from "react-router";

import { licenceSides, type LicenceSide } from "#app/lib/staff/inboxes.ts";

import { requireStaff } from "#server/staff/access.ts";
import { downloadDocument } from "#server/staff/documents.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/verification-document";

const isSide = (value: string): value is LicenceSide =>
  (licenceSides as readonly string[]).includes(value);

/** A verification's licence image (front or back), for staff, audited. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const { id, side } = params;
  const response = isSide(side)
    ? await downloadDocument(
        services,
        { kind: "verification", id, side },
        actor,
      )
    : null;
  if (!response) throw data(null, { status: 404, headers });
  return withStaffCookies(response, headers);
}
