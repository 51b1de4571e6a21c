import type { FormSuccess } from "#app/lib/forms/form-result.ts";
import { shownFileName } from "#app/lib/shown-file-name.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";

/**
 * A sent form's answer that names back the documents it took (the claim and
 * complaint forms): its reference and toast, and the files in the order
 * sent, as the success panel (SubmittedWithFiles) and the acknowledgement
 * email name them.
 */
export const receivedWithFiles = (
  reference: string,
  toast: ToastMessage,
  files: readonly UploadedFile[],
): FormSuccess => ({
  ok: true,
  reference,
  toast,
  filesReceived: files.map((file) => shownFileName(file.fileName)),
});
