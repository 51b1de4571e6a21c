import { intlLocale } from "#app/lib/locale.ts";
import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import type * as english from "../form-parts.ts";
import { errorSummary as englishErrorSummary } from "../form-parts.ts";

/** A count in a Spanish sentence, in US digits ("1,000"). */
const number = (n: number) => n.toLocaleString(intlLocale.es);

/** A file's size in megabytes, two decimals ("2.35"). */
const megabytes = new Intl.NumberFormat(intlLocale.es, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The error summary at the top of a form sent back with more than one error. */
export const errorSummary: typeof english.errorSummary = {
  title: "Hay un problema",
  intro: (count: number) =>
    `Hay que corregir ${number(count)} respuestas antes de poder enviar el formulario:`,
  // "Label: message": no words of its own, the same in both languages.
  item: englishErrorSummary.item,
};

/** The shared form parts' own words (../form-parts.ts), in Spanish. */
export const formControls: typeof english.formControls = {
  files: {
    accepted: (extensions: readonly string[], megabytes: number) =>
      `${extensions.join(", ")} de hasta ${number(megabytes)} MB`,
    selected: (count: number) =>
      `${number(count)} ${count === 1 ? "archivo seleccionado" : "archivos seleccionados"}`,
    size: (bytes: number) => `${megabytes.format(bytes / MEGABYTE)} MB`,
    remove: "Quitar",
  },
  uploadProgress: "Progreso del envío",
  honeypot: "Deje este campo vacío",
};

/** The toasts' region, in Spanish. */
export const toastRegion: typeof english.toastRegion = {
  label: "Notificaciones",
  close: "Cerrar aviso",
};
