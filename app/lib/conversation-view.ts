import type { Locale } from "./locale.ts";
import {
  inboxKinds,
  kinds,
  type InboxKind,
  type Kinds,
} from "./kinds/kinds.ts";

/**
 * A conversation as the person reads it, on the page a message link opens
 * and from the dashboard: made on the server
 * (server/conversations/person-view.ts) with only what the person may see.
 */
export interface PersonConversationView {
  kind: InboxKind;
  reference: string | null;
  /** The record's language (the page the person used): its link's page is in it. */
  locale: Locale;
  /** Claims and verifications: the form offers document inputs. */
  takesDocuments: boolean;
  messages: PersonMessageView[];
  openRequests: OpenRequestView[];
  /** Documents asked for and sent since, newest first: the person sees what arrived. */
  receivedRequests: ReceivedRequestView[];
}

/** One message: never the staff member's name. */
export interface PersonMessageView {
  id: string;
  /** Written by us (shown as the company), or by the person ("You"). */
  fromUs: boolean;
  byEmail: boolean;
  /** ISO, for `<time dateTime>`; `atText` in the company's time zone, formatted on the server so hydration agrees. */
  at: string;
  atText: string;
  body: string;
  files: { name: string; size: string }[];
  /** The documents this message asked for. */
  asked: string[];
}

/** An open document request, and the form's file field that answers it (when it has one). */
export interface ReceivedRequestView {
  id: string;
  label: string;
  receivedAt: string;
  receivedText: string;
}

export interface OpenRequestView {
  id: string;
  label: string;
  askedAt: string;
  askedText: string;
  /** `document1`…; none beyond the form's slots. */
  slot?: { field: string; requestField: string };
}

/**
 * The records a signed-in customer finds their conversations on, as their
 * kinds declare: those sent with their account's confirmed address.
 */
export type CustomerKind = {
  [K in InboxKind]: Kinds[K]["onCustomerAccount"] extends true ? K : never;
}[InboxKind];
export const customerKinds = inboxKinds.filter(
  (kind) => kinds[kind].onCustomerAccount,
) as CustomerKind[];

export const isCustomerKind = (
  value: string | undefined,
): value is CustomerKind =>
  (customerKinds as readonly string[]).includes(value ?? "");

/** Where the dashboard opens a record and its conversation: by kind and record id, never a token. */
export const customerConversationPath = (kind: CustomerKind, id: string) =>
  `/dashboard/messages/${kind}/${encodeURIComponent(id)}`;

/** Why a message link opens nothing: unknown, malformed or its record gone; or past its 30 days. */
export type LinkProblem = "invalid" | "expired";
