import { intlLocale } from "#app/lib/locale.ts";
import type * as english from "../forms.ts";
import { formMessages as englishFormMessages } from "../forms.ts";
import { errorPages } from "./errors.ts";

/** A count in a Spanish sentence, in US digits ("1,000"). */
const number = (n: number) => n.toLocaleString(intlLocale.es);

/** "a o b", "a, b o c" ("u" before an o, as Spanish writes it). */
const eitherOf = new Intl.ListFormat(intlLocale.es, { type: "disjunction" });

/** What every form's server step may say (../forms.ts), in Spanish. */
export const formMessages: typeof english.formMessages = {
  uploadFailed: "Error al subir",
  tooManyAttempts: {
    title: "Demasiados intentos",
    description: (minutes: number) =>
      `Envió este formulario varias veces en poco tiempo. Espere ${number(minutes)} ${minutes === 1 ? "minuto" : "minutos"} y vuelva a intentarlo.`,
  },
  databaseUnavailable: {
    type: englishFormMessages.databaseUnavailable.type,
    title: "Todavía no se ha enviado",
    description:
      "No pudimos guardar su formulario en este momento: nuestros sistemas no están disponibles por unos instantes. Sus datos se conservan en esta página, así que vuelva a enviar el formulario en uno o dos minutos.",
  },
  storageFull: {
    type: englishFormMessages.storageFull.type,
    title: "Todavía no se ha enviado",
    description:
      "No pudimos guardar sus archivos en este momento, así que su formulario no se envió. Sus datos se conservan en esta página: vuelva a elegir sus archivos y envíe el formulario dentro de un rato.",
  },
  sessionExpired: {
    type: englishFormMessages.sessionExpired.type,
    title: "Su sesión venció",
    description: "Vuelva a iniciar sesión para enviar su formulario.",
  },
};

/** Why a form's body could not be read, under the field concerned and in the toast. */
export const uploadMessages: typeof english.uploadMessages = {
  bodyTooLarge: (megabytes: number) =>
    `El envío es demasiado grande (máximo ${number(megabytes)} MB)`,
  emptyForm: "El formulario estaba vacío",
  fieldTooLong: "Un campo es demasiado largo",
  unexpectedFile: "Archivo inesperado",
  invalidFileName: "Nombre de archivo no válido",
  emptyFile: "El archivo está vacío",
  tooManyFiles: "Demasiados archivos",
  tooManyFields: "Demasiados campos",
  unreadable: "No se pudo leer el formulario",
  interrupted: "El envío se interrumpió",
  formTooLarge: (kilobytes: number) =>
    `El formulario es demasiado grande (máximo ${number(kilobytes)} KB)`,
  notAForm:
    "No se pudo leer el formulario: debe enviarse como multipart/form-data o application/x-www-form-urlencoded",
  docx: {
    unreadable:
      "Este archivo no se pudo abrir como documento de Word. Vuelva a guardarlo como .docx o envíe un PDF.",
    tooManyParts: (parts: number) =>
      `Este documento de Word está formado por más de ${number(parts)} partes, muchas más de las que necesita un currículum. Vuelva a guardarlo o envíe un PDF.`,
    tooLarge: (megabytes: number) =>
      `Este documento de Word ocupa más de ${number(megabytes)} MB al descomprimirse, mucho más de lo que necesita un currículum. Guarde una copia más pequeña o envíe un PDF.`,
  },
  image: {
    unreadable:
      "No se pudo leer esta imagen. Envíe otra copia en formato JPG o PNG, o un PDF.",
    tooLarge: (megapixels: number) =>
      `Esta imagen tiene más de ${number(megapixels)} megapíxeles. Envíe una copia más pequeña.`,
  },
  scanHeld: {
    title: "Archivos sin revisar",
    field:
      "No pudimos revisar este archivo en busca de virus en este momento. Vuelva a elegirlo y envíe el formulario dentro de unos minutos.",
    description:
      "No pudimos revisar sus archivos en busca de virus en este momento, así que su formulario todavía no se envió. Sus datos se conservan: vuelva a elegir sus archivos y envíe el formulario dentro de unos minutos. Si vuelve a ocurrir, pruebe con otra copia del archivo o comuníquese con nosotros.",
  },
};

/** What the HTTP layer answers before a page or endpoint runs, or after one fails. */
export const requestMessages: typeof english.requestMessages = {
  tooLarge: { title: "Solicitud demasiado grande" },
  unsupportedType: {
    title: "Tipo de contenido no admitido",
    description: (accepted: readonly string[]) =>
      `Esta dirección no acepta este tipo de contenido. Envíe ${eitherOf.format(accepted)}.`,
  },
  busy: {
    title: "Demasiados archivos en proceso",
    description: (seconds: number) =>
      `En este momento se están subiendo demasiados archivos. Vuelva a intentarlo en ${number(seconds)} segundos.`,
  },
  clientBusy: {
    title: "Ya hay archivos en proceso",
    description: (seconds: number) =>
      `Todavía se están subiendo otros archivos desde su conexión. Espere a que terminen o vuelva a intentarlo en ${number(seconds)} segundos.`,
  },
  tooSlow: {
    title: "Conexión demasiado lenta",
    description:
      "Su formulario dejó de llegar, o llegaba demasiado despacio, así que no se recibió. Revise su conexión y vuelva a enviarlo.",
  },
  badRequest: {
    title: "Solicitud incorrecta",
    description: "No se pudo entender la solicitud.",
  },
  serverError: {
    title: "Algo salió mal",
    description: (requestId: string) =>
      `Algo salió mal de nuestro lado. Vuelva a intentarlo en un momento. Si sigue ocurriendo, comuníquese con nosotros e indique la referencia ${requestId}.`,
  },
  unavailable: errorPages.unavailable,
  home: errorPages.home,
};
