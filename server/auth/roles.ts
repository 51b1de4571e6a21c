import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/admin/access";

/**
 * What each role may do through Better Auth's admin plugin. Customers and
 * staff may do nothing with other accounts; admins only what the staff page
 * uses (create, list, get, change the role, disable and enable, end
 * sessions): never impersonate, delete or set someone's password. The
 * plugin's HTTP endpoints are not served anyway (no route calls auth.handler); these
 * permissions hold for the server's own `auth.api.*` calls, made with the
 * signed-in admin's session.
 */
const accessControl = createAccessControl(defaultStatements);

export const roleAccess = {
  ac: accessControl,
  roles: {
    customer: accessControl.newRole({ user: [], session: [] }),
    staff: accessControl.newRole({ user: [], session: [] }),
    admin: accessControl.newRole({
      user: ["create", "list", "get", "set-role", "ban"],
      session: ["list", "revoke"],
    }),
  },
};
