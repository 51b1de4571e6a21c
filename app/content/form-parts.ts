import { formatMegabytes } from "#app/lib/schemas/file-rules.ts";

/**
 * The words of the shared form parts a page shows as it is painted (the
 * error summary, the file picker, the toasts' region). What only the server
 * says about a form, or the browser after a post, is in ./forms.ts: a form
 * page does not carry it.
 */

/**
 * The box at the top of a form sent back with more than one error (the
 * GOV.UK error summary): its title, then one link per field to put right.
 */
export const errorSummary = {
  title: "There is a problem",
  intro: (count: number) =>
    `${count} answers need to be put right before the form can be sent:`,
  /** A link's words: the field's label before its message, so that links saying the same ('This field is required') are told apart. */
  item: (label: string | undefined, message: string) =>
    label ? `${label}: ${message}` : message,
};

/**
 * The shared form parts' own words, whichever form they serve: the file
 * picker (its default hint, its count, a file's size, its Remove button),
 * the upload's progress bar and the label of the field only robots fill.
 */
export const formControls = {
  files: {
    /** A file field's hint when its form gives none ('.pdf, .doc up to 5MB'). */
    accepted: (extensions: readonly string[], megabytes: number) =>
      `${extensions.join(", ")} up to ${megabytes}MB`,
    selected: (count: number) =>
      `${count} ${count === 1 ? "file" : "files"} selected`,
    /** A chosen file's size ('2.35 MB'). */
    size: (bytes: number) => formatMegabytes(bytes),
    /** Its button, followed by the file's name for screen readers. */
    remove: "Remove",
  },
  /** The bar under the button while files are sent. */
  uploadProgress: "Upload progress",
  /** The honeypot's label: people never see it, form robots read it. */
  honeypot: "Leave this field empty",
};

/** The toasts' region (sonner's): its name, and each toast's close button. */
export const toastRegion = {
  /** Followed by the shortcut that reaches it ('Notifications alt+T'). */
  label: "Notifications",
  close: "Close toast",
};
