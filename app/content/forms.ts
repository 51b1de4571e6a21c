import type { ToastMessage } from "#app/lib/toast-message.ts";
import { errorPages } from "./errors.ts";

/**
 * What every form's server step may say, whichever form it is. Each form's
 * own words (success, failure) live with its page's content; a file that
 * breaks its field's rule is described by app/lib/schemas/file-rules.ts,
 * which the browser checks too.
 */
export const formMessages = {
  /** Title of the toast over an upload problem; the problem is its description. */
  uploadFailed: "Upload Failed",
  /** A sender over the form's rate limit. */
  tooManyAttempts: {
    title: "Too Many Attempts",
    description: (minutes: number) =>
      `You have sent this form several times in a short while. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
  },
  /**
   * The database could not be reached (a restart, a failover): nothing was
   * stored, the form keeps what was typed and can be sent again shortly.
   */
  databaseUnavailable: {
    type: "error",
    title: "Not Sent Yet",
    description:
      "We could not save your form just now: our systems are briefly unavailable. Your details are kept on this page, so please send the form again in a minute or two.",
  } satisfies ToastMessage,
  /**
   * The server's disk for uploads and documents is full: nothing was
   * stored, the form keeps what was typed (the files must be chosen again).
   */
  storageFull: {
    type: "error",
    title: "Not Sent Yet",
    description:
      "We could not store your files just now, so your form has not been sent. Your details are kept on this page: please choose your files again and send the form in a little while.",
  } satisfies ToastMessage,
  /** The signed-in copy of a form, posted after the session ended. */
  sessionExpired: {
    type: "error",
    title: "Session Expired",
    description: "Please sign in again to send your form.",
  } satisfies ToastMessage,
};

/**
 * Why a form's body could not be read, shown under the field concerned (or
 * the form) and in the 'Upload Failed' toast.
 */
export const uploadMessages = {
  bodyTooLarge: (megabytes: number) =>
    `The upload is too large (at most ${megabytes}MB)`,
  emptyForm: "The form was empty",
  fieldTooLong: "A field is too long",
  unexpectedFile: "Unexpected file",
  invalidFileName: "Invalid file name",
  emptyFile: "The file is empty",
  tooManyFiles: "Too many files",
  tooManyFields: "Too many fields",
  unreadable: "The form could not be read",
  interrupted: "The upload was interrupted",
  formTooLarge: (kilobytes: number) =>
    `The form is too large (at most ${kilobytes} KB)`,
  notAForm:
    "The form could not be read: it must be sent as multipart/form-data or application/x-www-form-urlencoded",
  /** A .docx whose directory (read without unpacking it) is not a Word document's, or not a sane one. */
  docx: {
    unreadable:
      "This file could not be opened as a Word document. Please save it again as .docx, or send a PDF.",
    tooManyParts: (parts: number) =>
      `This Word document is made of more than ${parts.toLocaleString("en-US")} parts, far more than a resume needs. Please save it again, or send a PDF.`,
    tooLarge: (megabytes: number) =>
      `This Word document unpacks to more than ${megabytes} MB, far more than a resume needs. Please save a smaller copy, or send a PDF.`,
  },
  /** A photo that cannot be decoded, or declares more pixels than a photo needs. */
  image: {
    unreadable:
      "This image could not be read. Please send another copy as JPG or PNG, or a PDF.",
    tooLarge: (megapixels: number) =>
      `This image is larger than ${megapixels} megapixels. Please send a smaller copy.`,
  },
  /** SCAN_COMMAND is set and did not pass a file: nothing was stored, the form keeps what was typed. */
  scanHeld: {
    title: "Files Not Checked",
    field:
      "We could not check this file for viruses just now. Please choose it again and send the form in a few minutes.",
    description:
      "We could not check your files for viruses just now, so your form has not been sent yet. Your details are kept: please choose your files again and send the form in a few minutes. If it happens again, try another copy of the file, or contact us.",
  },
};

/**
 * What the HTTP layer answers before a page or endpoint runs (a body over
 * its limit, of a type it does not take, too slow to arrive, too many
 * uploads at once) or after one fails unexpectedly: shown as a short page,
 * or as JSON to scripts.
 */
export const requestMessages = {
  tooLarge: { title: "Request Too Large" },
  unsupportedType: {
    title: "Unsupported Content Type",
    description: (accepted: readonly string[]) =>
      `This address does not accept this kind of content. Send ${accepted.join(" or ")}.`,
  },
  busy: {
    title: "Too Many Uploads",
    description: (seconds: number) =>
      `Too many uploads are in progress right now. Please try again in ${seconds} seconds.`,
  },
  /** One client (address) holds its share of the uploads in progress. */
  clientBusy: {
    title: "Uploads Already in Progress",
    description: (seconds: number) =>
      `Other uploads from your connection are still in progress. Please wait for them to finish, or try again in ${seconds} seconds.`,
  },
  /** The body stopped arriving, or arrived too slowly, and was cut off. */
  tooSlow: {
    title: "Connection Too Slow",
    description:
      "Your form stopped arriving, or arrived too slowly, so it was not received. Please check your connection and send it again.",
  },
  badRequest: {
    title: "Bad Request",
    description: "The request could not be understood.",
  },
  serverError: {
    title: "Something Went Wrong",
    description: (requestId: string) =>
      `Something went wrong on our side. Please try again in a moment. If it keeps happening, contact us and quote reference ${requestId}.`,
  },
  /** The database is away: a page or an endpoint that needs it answers 503. */
  unavailable: errorPages.unavailable,
  home: errorPages.home,
};
