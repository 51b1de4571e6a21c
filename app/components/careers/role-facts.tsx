import { Icon } from "#app/components/ui/icon.tsx";

import type { availableRolesSection } from "#app/content/careers.ts";
import type { Role } from "#app/content/roles.ts";
import { cn } from "#app/lib/cn.ts";

/** Where and at what level a role works, and its Full-time badge. */
export function RoleFacts({
  role,
  text,
  className,
}: {
  role: Role;
  /** The roles' words in the page's language (decision 0092). */
  text: typeof availableRolesSection;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600",
        className,
      )}
    >
      <li className="inline-flex items-center gap-1.5">
        <Icon name="map-pin" size={16} className="text-brand-600" />
        {text.locations[role.location]}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Icon name="clock" size={16} className="text-brand-600" />
        {text.experience[role.experience]}
      </li>
      <li>
        <RoleBadge>{text.employmentBadge}</RoleBadge>
      </li>
    </ul>
  );
}

const badgeTones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-200",
  featured: "bg-amber-100 text-amber-900 ring-amber-300",
} as const;

export function RoleBadge({
  tone = "brand",
  children,
}: {
  tone?: keyof typeof badgeTones;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}
