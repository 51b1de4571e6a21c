/**
 * The roles of an account (Better Auth's admin plugin, `user.role`). Every
 * sign-up is a customer; staff read the back office; admins also manage
 * staff accounts and read the audit log. Machine values only: what people
 * read is in app/content/staff.ts.
 */
export const accountRoles = ["customer", "staff", "admin"] as const;
export type AccountRole = (typeof accountRoles)[number];

/** The roles that open the back office. */
export const staffRoles = ["staff", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  (staffRoles as readonly unknown[]).includes(value);
