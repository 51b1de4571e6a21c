/**
 * A toast's content: what a form's server step, a page or a component asks
 * to show. Plain data, so the server can send it and the browser render it.
 */
export interface ToastMessage {
  type: "success" | "error" | "warning" | "info";
  title: string;
  description?: string;
  /** A button in the toast, e.g. the contact form's Close. */
  action?: { label: string; onClick?: () => void };
}

/** An error toast under a fixed title whose description is the server's message. */
export const errorToast =
  (title: string) =>
  (message: string): ToastMessage => ({
    type: "error",
    title,
    description: message,
  });

/** A table of toasts: each one fixed, or made from the server's message. */
export type Toasts = Record<
  string,
  ToastMessage | ((...args: string[]) => ToastMessage)
>;
