// What the browser and the server both know of the back office's forms,
// apart from their schemas (staff.ts), which pages fetch only when a form is
// used. The intents here name the forms on both sides: the browser posts
// them, the server's form definitions bear them as their names.

import { staffAccountToasts, twoFactorToasts } from "#app/content/staff.ts";
import type { FormShape } from "#app/lib/forms/form-values.ts";

import { enhancedFormOf } from "./portal-forms.ts";

/** The forms of a submission's page, named by their intent (one action answers them all). */
export const submissionIntents = {
  status: "status",
  note: "note",
  reveal: "reveal",
  /** A message to the person (issue 22). */
  message: "message",
  /** Who owns the record (issue 23). */
  assign: "assign",
  /** A complaint's register details: the regulator's mark, the classification (issue 33). */
  register: "register",
} as const;

/** The forms of an inbox's list (issue 23); a saved filter's delete is answered as "<intent>:<id>". */
export const inboxListIntents = {
  assignRow: "assign-row",
  bulk: "bulk",
  saveFilter: "save-filter",
  deleteFilter: "delete-filter",
} as const;

/** The forms of /admin/replies; each reply's own are answered as "<intent>:<reply id>". */
export const savedReplyIntents = {
  create: "create-reply",
  change: "change-reply",
  remove: "delete-reply",
} as const;

/** The forms of the staff page; each account's own are answered as "<intent>:<user id>". */
export const staffAccountIntents = {
  invite: "invite",
  changeRole: "change-role",
  disable: "disable",
  enable: "enable",
  signOutEverywhere: "sign-out-everywhere",
  /** An inbox's round-robin (issue 23), answered as "<intent>:<inbox>". */
  roundRobin: "round-robin",
} as const;

/** The two steps of setting up an authenticator app. */
export const enrolmentIntents = { start: "start", confirm: "confirm" } as const;

/**
 * The documents a message asks for arrive as repeated `requests` fields;
 * "set to waiting" is a checkbox (decision 0093).
 */
export const staffMessageShape = {
  arrays: ["requests"],
  booleans: ["wait"],
} satisfies FormShape;

/**
 * The hidden `confirm` field's value once the server has asked: staff move
 * to waiting though the person answered last (decision 0093).
 */
export const CONFIRM_ANSWERED = "answered";

/** The bulk form's ticked rows and the page's rows are lists; "select all on this page" is a checkbox. */
export const bulkChangeShape = {
  arrays: ["ids", "pageIds"],
  booleans: ["all"],
} satisfies FormShape;

/** An inbox's round-robin: its members are ticked boxes, "on" a checkbox. */
export const roundRobinShape = {
  arrays: ["members"],
  booleans: ["enabled"],
} satisfies FormShape;

/** A complaint's "forwarded by a regulator" is a checkbox. */
export const complaintRegisterShape = {
  booleans: ["forwarded"],
} satisfies FormShape;

/** A saved reply's "shared" checkbox arrives as "on" or not at all. */
export const savedReplyShape = { booleans: ["shared"] } satisfies FormShape;

const staffSchemas = () => import("./staff.ts");
const staffForm = enhancedFormOf(staffSchemas);

export const staffForms = {
  signInCode: staffForm(
    "two-factor",
    (m) => m.TwoFactorCodeSchema,
    twoFactorToasts.codeFailed,
  ),
  enrolmentPassword: staffForm(
    enrolmentIntents.start,
    (m) => m.EnrolmentPasswordSchema,
    twoFactorToasts.enrolFailed,
  ),
  enrolmentCode: staffForm(
    enrolmentIntents.confirm,
    (m) => m.EnrolmentCodeSchema,
    twoFactorToasts.enrolFailed,
  ),
  invite: staffForm(
    staffAccountIntents.invite,
    (m) => m.InviteStaffSchema,
    staffAccountToasts.failed,
  ),
  changeRole: staffForm(
    staffAccountIntents.changeRole,
    (m) => m.ChangeRoleSchema,
    staffAccountToasts.failed,
  ),
  /** Disable, enable and sign out everywhere share one schema; the constraints are those of `disable`. */
  account: staffForm(
    staffAccountIntents.disable,
    (m) => m.StaffAccountSchema,
    staffAccountToasts.failed,
  ),
  status: {
    form: submissionIntents.status,
    schema: () => staffSchemas().then((m) => m.StatusChangeSchema),
  },
  reveal: {
    form: submissionIntents.reveal,
    schema: () => staffSchemas().then((m) => m.RevealSchema),
  },
  note: {
    form: submissionIntents.note,
    schema: () => staffSchemas().then((m) => m.NoteSchema),
  },
  message: {
    form: submissionIntents.message,
    schema: () => staffSchemas().then((m) => m.StaffMessageSchema),
  },
  assign: {
    form: submissionIntents.assign,
    schema: () => staffSchemas().then((m) => m.AssignSchema),
  },
  register: {
    form: submissionIntents.register,
    schema: () => staffSchemas().then((m) => m.ComplaintRegisterSchema),
    shape: complaintRegisterShape,
  },
  assignRow: {
    form: inboxListIntents.assignRow,
    schema: () => staffSchemas().then((m) => m.AssignRowSchema),
  },
  bulk: {
    form: inboxListIntents.bulk,
    schema: () => staffSchemas().then((m) => m.BulkChangeSchema),
    shape: bulkChangeShape,
  },
  saveFilter: {
    form: inboxListIntents.saveFilter,
    schema: () => staffSchemas().then((m) => m.SavedFilterSchema),
  },
  deleteFilter: {
    form: inboxListIntents.deleteFilter,
    schema: () => staffSchemas().then((m) => m.SavedFilterDeleteSchema),
  },
  roundRobin: {
    form: staffAccountIntents.roundRobin,
    schema: () => staffSchemas().then((m) => m.RoundRobinSchema),
    shape: roundRobinShape,
  },
  createReply: {
    form: savedReplyIntents.create,
    schema: () => staffSchemas().then((m) => m.SavedReplySchema),
  },
  changeReply: {
    form: savedReplyIntents.change,
    schema: () => staffSchemas().then((m) => m.SavedReplyChangeSchema),
  },
  removeReply: {
    form: savedReplyIntents.remove,
    schema: () => staffSchemas().then((m) => m.SavedReplyDeleteSchema),
  },
};
