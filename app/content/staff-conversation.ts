import type { ToastMessage } from "#app/lib/toast-message.ts";

// The back office's words for conversations (issue 22): a record's
// conversation and the box to write in, and the saved replies page.

/** A record's conversation with the person, on its page in the back office. */
export const conversationPanel = {
  heading: "Conversation",
  intro: {
    inFull:
      "Everything said between us and the person, oldest first. Our messages are emailed to them in full.",
    secure:
      "Everything said between us and the person, oldest first. They read our messages on our site, from a link we email them.",
  },
  empty: "No messages yet.",
  /** Who wrote a message. */
  staffAuthor: (name: string | null) => name ?? "A former member of staff",
  /** How a message travelled. */
  channels: {
    staffInFull: "emailed in full",
    staffSecure: "secure message, link emailed",
    personEmail: "by email",
    personWeb: "on our website",
  },
  filesLabel: "Files sent",
  download: "Download",
  /** The documents one of our messages asked for. */
  askedFor: "Asked for",
  requestsHeading: "Documents asked for",
  /** Before the time a requested document arrived. */
  requestReceived: "Received",
  requestWaiting: "Not received yet",
};

/** The box under the conversation where staff write to the person. */
export const composeMessage = {
  heading: "Write to the person",
  /** Beside the internal notes, so nobody mistakes one for the other. */
  visibleToPerson:
    "The person receives what you write here. For remarks among staff only, use the internal notes.",
  labels: {
    body: "Message",
    requests: "Documents to ask for",
    wait: "Set to waiting on the person and pause the clock",
  },
  hints: {
    inFull: "The reply is emailed in full.",
    secure:
      "The person gets an email with a link; the message is read on our site.",
    requests:
      "Optional. Each one becomes a document the person can upload on the conversation page, e.g. Police report, Repair estimate.",
    wait: "Only when documents are asked for. The status becomes Waiting on customer, credited to you, and their answer ends the wait.",
  },
  /**
   * Which language to write in: the person's (issue 25), named with
   * personLanguage's words (app/content/staff.ts).
   */
  answerIn: (language: string) =>
    `Write in ${language}: the person used our ${language} pages, and our emails to them are in ${language}.`,
  /** The label of each document box: "Document 1". */
  requestLabel: (position: number) => `Document ${position}`,
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
  savedReply: {
    label: "Saved reply",
    emptyOption: "Choose a saved reply",
    shared: (title: string) => `${title} (shared)`,
    insert: "Insert",
    hint: "Filled in with this person's details where your cursor is. Read it and edit it before you send.",
    none: "You have no saved replies yet.",
    manage: "Manage saved replies",
    inserted: (title: string) =>
      `Inserted “${title}”. Read it and edit it before you send.`,
    /** A reply in another language than the person's, listed after theirs: "Welcome (shared) – English". */
    otherLanguage: (label: string, language: string) =>
      `${label} – ${language}`,
  },
};

/** What the message form answers. */
export const staffConversationMessages = {
  bodyRequired: "Please write a message",
  bodyTooLong: (max: number) =>
    `Please shorten the message to ${max} characters`,
  requestTooLong: (max: number) =>
    `Please shorten each document's name to ${max} characters`,
  tooManyRequests: (max: number) => `Please ask for at most ${max} documents`,
  requestsNotTaken:
    "Documents can be asked for on claims and verifications only.",
  ssnInFullEmail:
    "This looks like a Social Security Number. Replies to contact messages are emailed in full, and an SSN must never travel by email: please remove it.",
  sent: (inFull: boolean, waiting = false): ToastMessage => ({
    type: "success",
    title: "Message sent",
    description: `${
      inFull
        ? "The reply is on its way to the person by email, and kept on this record."
        : "The person is emailed a link to read it on our site. It is kept on this record."
    }${waiting ? " The record is now Waiting on customer, its clock paused." : ""}`,
  }),
  notSent: {
    type: "error",
    title: "Message not sent",
    description: "Please check the message and try again.",
  } satisfies ToastMessage,
};

/**
 * A move to "Waiting on customer" while the person's latest message is
 * newer than staff's (decision 0093): asked first, by the status form and
 * by the message's "set to waiting". `at` is the staff's date and time.
 */
export const answeredBeforeWait = {
  question: (at: string) =>
    `They answered at ${at}, after staff last wrote: move to waiting anyway?`,
  hint: "Read their answer in the conversation first. Nothing was changed or sent.",
  statusSubmitLabel: "Move to waiting anyway",
  refused: {
    type: "error",
    title: "The person answered first",
    description:
      "Their latest message is newer than staff's: read it, then confirm below if they still need to send something.",
  } satisfies ToastMessage,
};

/** /admin/replies: replies staff use often, shared or their own. */
export const savedRepliesPage = {
  title: "Saved replies",
  intro:
    "Replies you write often. On a record, choose one in the Saved reply list above the message box: its placeholders are filled in with that person's details, and you can edit it before you send. Everyone sees the shared replies, which only admins change; your own are yours alone.",
  placeholders: {
    heading: "Placeholders",
    intro: "Write these in a reply, braces included:",
    items: [
      {
        name: "{first_name}",
        text: "The person's first name, as they gave it.",
      },
      {
        name: "{reference}",
        text: "The record's reference (CL…, VER-…, APP-…, CT-…). Contact messages sent before references were given to them have none, so there it stays as written.",
      },
      {
        name: "{promised_time}",
        text: "When the site promised an answer: contact messages “within 24 hours”, claims “within 24-48 hours”, verifications “within 2-3 business days”, job applications “within 5 business days”.",
      },
    ],
    unknown:
      "Anything else in braces is left as written, so you notice it before you send.",
  },
  shared: {
    heading: "Shared replies",
    empty: "There are no shared replies yet.",
    adminsOnly: "Only admins change these.",
  },
  mine: {
    heading: "Your replies",
    empty: "You have no replies of your own yet.",
  },
  create: {
    heading: "Add a saved reply",
    labels: {
      title: "Title",
      body: "Reply",
      locale: "Language",
      shared: "Share with all staff",
    },
    hints: {
      title: "What the Saved reply list shows on each record.",
      locale:
        "The language the reply is written in. On a record, the replies in the person's language are listed first.",
      shared:
        "Shared replies are listed for everyone; only admins change them.",
    },
    submitLabel: "Save Reply",
    submittingLabel: "Saving...",
  },
  edit: {
    /** The disclosure's summary, with the reply's title for screen readers. */
    summary: "Edit",
    labels: { title: "Title", body: "Reply", locale: "Language" },
    submitLabel: "Save Changes",
    submittingLabel: "Saving...",
  },
  remove: { submitLabel: "Delete Reply", submittingLabel: "Deleting..." },
  updatedAt: "Last changed",
};

/** What the saved reply forms answer. */
export const savedReplyMessages = {
  titleRequired: "Please give the reply a title",
  titleTooLong: (max: number) =>
    `Please shorten the title to ${max} characters`,
  bodyRequired: "Please write the reply",
  bodyTooLong: (max: number) => `Please shorten the reply to ${max} characters`,
  localeRequired: "Please choose English or Spanish",
  sharedAdminsOnly: "Only admins add, change or delete shared replies.",
  created: {
    type: "success",
    title: "Reply saved",
  } satisfies ToastMessage,
  updated: {
    type: "success",
    title: "Reply changed",
  } satisfies ToastMessage,
  deleted: {
    type: "success",
    title: "Reply deleted",
  } satisfies ToastMessage,
  notFound: {
    type: "error",
    title: "Reply not found",
    description:
      "It may have been deleted meanwhile, or it is another person's.",
  } satisfies ToastMessage,
  forbidden: {
    type: "error",
    title: "Not changed",
    description: "Only admins add, change or delete shared replies.",
  } satisfies ToastMessage,
  failed: {
    type: "error",
    title: "Not changed",
    description: "Please try again in a moment.",
  } satisfies ToastMessage,
};
