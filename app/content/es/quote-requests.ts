import type * as english from "../quote-requests.ts";
import {
  SAVED_ESTIMATE_DAYS,
  contactChannels as englishChannels,
  contactTimes as englishTimes,
  quoteRecord as englishRecord,
} from "../quote-requests.ts";
import { pageMeta } from "../page-meta.ts";
import type { Widen } from "../shared.ts";
import { company } from "./company.ts";

/**
 * A saved estimate and the request for an agent in Spanish
 * (../quote-requests.ts). The channels' and times' values, what the forms
 * post and the records keep, are the English module's; only their labels
 * are translated. What the back office reads stays English.
 */

/** A list of options with its values kept, in their order, and its labels in other words. */
type Relabelled<T extends readonly { value: string; label: string }[]> = {
  readonly [I in keyof T]: T[I] extends { value: infer V }
    ? { readonly value: V; readonly label: string }
    : T[I];
};

const [email, phone, text] = englishChannels;
export const contactChannels: Relabelled<typeof english.contactChannels> = [
  { value: email.value, label: "Correo electrónico" },
  { value: phone.value, label: "Llamada telefónica" },
  { value: text.value, label: "Mensaje de texto" },
];

const [any, morning, afternoon, evening] = englishTimes;
export const contactTimes: Relabelled<typeof english.contactTimes> = [
  { value: any.value, label: "A cualquier hora" },
  {
    value: morning.value,
    label: "Por la mañana (de 9:00 a. m. al mediodía, hora del Este)",
  },
  {
    value: afternoon.value,
    label: "Por la tarde (del mediodía a las 5:00 p. m., hora del Este)",
  },
  {
    value: evening.value,
    label: "Por la noche (de 5:00 p. m. a 8:00 p. m., hora del Este)",
  },
];

/**
 * The consent box in Spanish, word for word as the person ticks it: kept
 * with the request like the English one (quote_requests.consent_text).
 */
export const consentToCall: typeof english.consentToCall = `${company.name} puede llamarme o enviarme mensajes de texto al número de teléfono que di, solo sobre esta solicitud. Entiendo que este consentimiento no es una condición para comprar nada y que puedo retirarlo en cualquier momento. ${company.name} nunca comparte mis datos con nadie más.`;

/**
 * `promisedTimes.quote` (../promises.ts, "within one business day") in
 * Spanish; to be read from the Spanish promises once they have a twin.
 */
const quotePromise = "en un plazo de un día hábil";

const saveLabel = "Guardar cálculo";
const startEstimate = "Empiece un cálculo";
const askForAgent = "Solicite un agente";

export const saveEstimate: Widen<typeof english.saveEstimate> = {
  heading: "Guarde este cálculo",
  intro:
    "Guárdelo para obtener una referencia que puede darnos. Si nos da un correo electrónico, le enviamos un enlace que lo vuelve a abrir; no guardamos la dirección.",
  labels: { email: "Correo electrónico (opcional)" },
  hints: {
    email: `Solo para el enlace. Funciona durante ${SAVED_ESTIMATE_DAYS} días.`,
  },
  submitLabel: saveLabel,
  submittingLabel: "Guardando...",
  addTo: "Agregar a mi cálculo guardado",
  agent: {
    heading: "Hable con un agente",
    intro:
      "Un agente puede convertir este cálculo en una cotización. Nos comunicamos con usted solo si lo pide, y solo de la forma que elija.",
    submitLabel: askForAgent,
  },
  meta: pageMeta(
    "Guarde su cálculo",
    "Guarde un cálculo de seguro y obtenga un enlace que lo vuelve a abrir.",
    false,
  ),
  problemHeading: "No pudimos guardar este cálculo",
  nothingPosted: {
    heading: "Guarde un cálculo",
    text: `Un cálculo se guarda desde su resultado: responda unas pocas preguntas y luego elija ${saveLabel} debajo de las cifras.`,
  },
  startAgain: startEstimate,
  messages: {
    invalidEmail: "Ingrese un correo electrónico válido o deje el campo vacío",
    unknownLine: "Elija un tipo de seguro",
    answers:
      "Faltaban algunas respuestas o no eran válidas. Vuelva al cálculo y revíselas.",
    linkExpired:
      "El cálculo guardado al que agregaba este seguro ha vencido. Este seguro se guardó como un cálculo nuevo.",
  },
  failure: {
    type: "error",
    title: "No se guardó",
    description: "No se pudo guardar su cálculo. Inténtelo de nuevo.",
  },
};

/** "Seguro de auto" → "seguro de auto": a line's name inside a sentence. */
const inSentence = (title: string) =>
  `${title.charAt(0).toLowerCase()}${title.slice(1)}`;

export const savedEstimatePage: Widen<typeof english.savedEstimatePage> = {
  meta: pageMeta(
    "Su cálculo guardado",
    "Un cálculo de seguro que usted guardó.",
    false,
  ),
  eyebrow: "Cálculo guardado",
  title: (reference) => `Cálculo ${reference}`,
  intro:
    "Estas son las cifras tal como las calculamos cuando usted las guardó. Un cálculo no es una oferta de cobertura: la cotización de un agente puede ser distinta.",
  private:
    "Esta página solo se abre con su enlace: cualquier persona que tenga el enlace puede ver el cálculo, que no incluye nombres ni datos de contacto.",
  emailed: "Le enviamos por correo electrónico un enlace a esta página.",
  savedAt: "Guardado",
  plans: "Planes",
  recommended: "Recomendado",
  perMonth: "al mes",
  perTrip: "por viaje",
  range: (low, high) => `${low} a ${high}`,
  answersHeading: "Sus respuestas",
  factorsHeading: "Lo que cambió el precio",
  noPrice:
    "La cobertura para negocios se cotiza para cada negocio: un agente prepara la cotización.",
  bundle: {
    heading: "Su cálculo combinado",
    total: "Total mensual de los planes recomendados",
    discount: (percent) => `Descuento por combinar pólizas: ${percent}%`,
    withDiscount: "Con el descuento por combinar pólizas",
    tripsApart:
      "El seguro de viaje se cobra por viaje y no forma parte de la combinación.",
    none: "Agregue otro seguro para ver en el total el descuento por combinar pólizas.",
  },
  add: {
    heading: "Agregue otro seguro",
    intro:
      "Calcule otro tipo de cobertura y agréguelo a este cálculo: el total muestra el descuento por combinar pólizas.",
    link: (title) => `Agregar ${inSentence(title)}`,
  },
  agent: askForAgent,
  expired: {
    title: "Este enlace ha vencido o no está completo",
    text: `El enlace de un cálculo guardado funciona durante ${SAVED_ESTIMATE_DAYS} días. Compruebe que copió la dirección completa o empiece un cálculo nuevo.`,
    action: startEstimate,
  },
};

const sentText = `Un agente se comunicará con usted ${quotePromise}. Le enviamos una confirmación por correo electrónico.`;

export const agentRequestPage: Widen<typeof english.agentRequestPage> = {
  meta: pageMeta(
    askForAgent,
    "Pida que un agente autorizado se comunique con usted sobre su cálculo.",
    false,
  ),
  eyebrow: "Solicitud de un agente",
  title: askForAgent,
  intro: `Un agente autorizado se comunica con usted ${quotePromise}, de la forma que usted elija, con sus respuestas y este cálculo a la mano. Pedirlo no le cuesta nada.`,
  aboutEstimate: (reference) => `Sobre el cálculo ${reference}`,
  labels: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono (opcional)",
    channel: "¿Cómo prefiere que nos comuniquemos con usted?",
    time: "¿Qué horario le conviene más?",
    consent: consentToCall,
  },
  hints: {
    email:
      "Siempre confirmamos por correo electrónico, sea cual sea la forma que elija.",
    phone:
      "Necesario para una llamada o un mensaje de texto, que usted autoriza abajo.",
  },
  consentLegend: "Llamadas y mensajes de texto",
  consentNote:
    "Si no marca esta casilla, nos comunicamos con usted solo por correo electrónico, aunque nos dé un número de teléfono.",
  submitLabel: "Enviar solicitud",
  submittingLabel: "Enviando...",
  messages: {
    nameRequired: "El nombre debe tener al menos 2 caracteres",
    invalidEmail: "Ingrese un correo electrónico válido",
    invalidPhone:
      "Ingrese un número de teléfono válido de EE. UU., por ejemplo (313) 555-0100, o deje el campo vacío",
    phoneForCalls:
      "Dé un número de teléfono para llamadas o mensajes de texto, o elija el correo electrónico",
    consentForCalls:
      "Marque la casilla para aceptar llamadas o mensajes de texto, o elija el correo electrónico",
    channel: "Elija cómo prefiere que nos comuniquemos con usted",
    time: "Elija un horario",
  },
  success: {
    type: "success",
    title: "Solicitud enviada",
    description: sentText,
  },
  failure: {
    type: "error",
    title: "No se envió",
    description: "No se pudo enviar su solicitud. Inténtelo de nuevo.",
  },
  sent: {
    title: "Su solicitud está en camino",
    text: sentText,
    referenceLabel: "Su referencia",
    referenceHint: "Menciónela cuando hable con nosotros.",
    back: "Volver a su cálculo",
  },
};

/**
 * What the back office shows of a request: the back office stays English
 * (issue 25), so the Spanish module re-exports it as it is.
 */
export const quoteRecord: typeof english.quoteRecord = englishRecord;

/** A channel's label in Spanish; an unknown value as stored. */
export const channelLabel: typeof english.channelLabel = (value) =>
  contactChannels.find((channel) => channel.value === value)?.label ?? value;

/** A time's label in Spanish; an unknown value as stored. */
export const timeLabel: typeof english.timeLabel = (value) =>
  contactTimes.find((time) => time.value === value)?.label ?? value;
