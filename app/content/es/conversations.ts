import { intlLocale } from "#app/lib/locale.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { Widen } from "../shared.ts";
import type * as english from "../conversations.ts";
import {
  dashboardMessages as englishDashboard,
  linkProblems as englishLinkProblems,
  replyForm as englishReplyForm,
} from "../conversations.ts";
import { pageTitle } from "../page-meta.ts";
import { company } from "./company.ts";

/**
 * A conversation as the person reads it (../conversations.ts), in Spanish.
 * Staff are always "Harborline Insurance" here, never by name.
 */

export const recordNames: typeof english.recordNames = {
  claim: "Reclamo",
  verification: "Verificación de empleo",
  application: "Solicitud de empleo",
  contact: "Su mensaje",
  quote: "Su solicitud de cotización",
  complaint: "Su queja",
};

/** "Reclamo CL123456"; a record without a reference by its name alone. */
export const recordTitle: typeof english.recordTitle = (
  kind: InboxKind,
  reference: string | null,
) => (reference ? `${recordNames[kind]} ${reference}` : recordNames[kind]);

/** A count in a Spanish sentence, in US digits. */
const number = (n: number) => n.toLocaleString(intlLocale.es);

export const conversationPage: Widen<typeof english.conversationPage> = {
  meta: {
    title: pageTitle("Sus mensajes"),
    description: `Sus mensajes seguros con ${company.name}.`,
  },
  eyebrow: "Mensajes seguros",
  intro: `Su conversación con ${company.name}. Esta página es privada: no comparta esta dirección web con nadie.`,
  linkNote:
    "El enlace de nuestro correo electrónico abre esta página durante 30 días; cada mensaje nuevo que le enviamos trae un enlace nuevo.",
  messagesHeading: "Conversación",
  noMessages: "Todavía no hay mensajes.",
  fromUs: company.name,
  fromYou: "Usted",
  byEmail: "enviado por correo electrónico",
  sentAt: "Enviado",
  filesLabel: "Documentos",
  askedFor: "Documentos solicitados:",
  requestsHeading: "Documentos que le pedimos",
  requestsIntro:
    "Suba cada uno con el formulario de abajo, como archivo PDF, PNG o JPEG de hasta 10 MB.",
  requestAsked: "Solicitado",
  requestReceived: "Recibido",
  allReceived:
    "Recibimos todos los documentos que le pedimos. Gracias: ya se lo hicimos saber a nuestro equipo.",
  moreRequests: (count: number) =>
    count === 1
      ? "Le pedimos un documento más: envíelo en un segundo mensaje cuando haya enviado este."
      : `Le pedimos ${number(count)} documentos más: envíelos en otro mensaje cuando haya enviado este.`,
};

/** Ends an emailed reply cut to the longest message kept, in the person's language. */
export const shortenedReplyNote: Widen<typeof english.shortenedReplyNote> =
  "[La respuesta superaba el largo máximo de un mensaje: termina aquí.]";

/** The answer form. Its file fields' labels are the requested documents' names. */
export const replyForm: Widen<typeof english.replyForm> = {
  heading: "Responder",
  intro: `Escriba su respuesta abajo. No incluya en un mensaje su número de Seguro Social ni sus datos bancarios: ${company.name} nunca se los pedirá por aquí.`,
  documentsLegend: "Documentos",
  documentsHint:
    "PDF, PNG o JPEG, de hasta 10 MB cada uno, un máximo de 5 por mensaje",
  labels: { message: "Su mensaje", otherDocuments: "Otros documentos" },
  hints: {
    message: "Opcional si envía un documento.",
  },
  submitLabel: "Enviar mensaje",
  submittingLabel: "Enviando...",
  success: {
    type: englishReplyForm.success.type,
    title: "Mensaje enviado",
    description:
      "Gracias. Su mensaje ya forma parte de la conversación de arriba, y se lo hicimos saber a nuestro equipo.",
  },
  notSent: {
    type: englishReplyForm.notSent.type,
    title: "Su mensaje todavía no se ha enviado",
    description: "Corrija lo que está marcado abajo.",
  },
  reattach:
    "Por su seguridad, no guardamos los archivos elegidos: vuelva a elegir sus documentos.",
  failure: {
    type: englishReplyForm.failure.type,
    title: "Mensaje no enviado",
    description: `No pudimos enviar su mensaje. Todavía está en el formulario: vuelva a intentarlo o llámenos al ${company.phone}.`,
  },
  connectionFailed: {
    type: englishReplyForm.connectionFailed.type,
    title: "Mensaje no enviado",
    description:
      "No pudimos comunicarnos con nuestros servidores. Revise su conexión y vuelva a intentarlo.",
  },
  documentsNotTaken:
    "No se pueden enviar documentos en esta conversación. Escriba solo su mensaje.",
};

/** How to get a working link: every way a person has, as the issue lists them. */
const newLinkHelp = [
  "Cada mensaje nuevo que le enviamos trae un enlace nuevo.",
  "Responda al correo electrónico con el que llegó aquí: su respuesta nos llega, y la nuestra le trae un enlace nuevo.",
  `O llámenos al ${company.phone}, ${company.supportHours}.`,
] as const;

/** The pages of a link that opens nothing: unknown or mistyped (404), or expired (410). */
export const linkProblems: Widen<typeof english.linkProblems> = {
  invalid: {
    title: "Este enlace no es válido",
    meta: pageTitle("Enlace no válido"),
    text: "Este enlace de mensajes no es válido: puede estar incompleto o tener más de 30 días, después de los cuales eliminamos los enlaces vencidos.",
    helpHeading: "Para leer sus mensajes",
    help: newLinkHelp,
  },
  expired: {
    title: "Este enlace venció",
    meta: pageTitle("Enlace vencido"),
    text: "Para proteger su privacidad, los enlaces de mensajes funcionan durante 30 días. Este es más antiguo.",
    helpHeading: "Para obtener un enlace nuevo",
    help: newLinkHelp,
  },
  phoneLabel: `Llame al ${company.phone}`,
  phoneHref: englishLinkProblems.phoneHref,
  home: { ...englishLinkProblems.home, label: "Volver al inicio" },
  toast: {
    type: englishLinkProblems.toast.type,
    title: "El enlace ya no es válido",
    description: `Este enlace de mensajes ya no funciona, así que su mensaje no se envió. Responda a nuestro correo electrónico para recibir un enlace nuevo, o llámenos al ${company.phone}.`,
  },
};

/**
 * A record's page on the customer's account. The portal is English so far (README.md, "Spanish pages"); these are ready
 * for when it is not.
 */
export const dashboardMessages: Widen<typeof english.dashboardMessages> = {
  notFound: {
    type: englishDashboard.notFound.type,
    title: "Conversación no encontrada",
    description:
      "Esta conversación no está disponible para su cuenta, así que su mensaje no se envió.",
  },
  meta: {
    title: pageTitle("Mensajes"),
    description:
      "Su conversación con nosotros, en el área segura de su cuenta.",
  },
};
