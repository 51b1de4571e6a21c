import type * as english from "../contact.ts";
import { companyAddressLine } from "../company.ts";
import { contactFacts } from "../facts/contact.ts";
import { staticPage } from "../page-meta.ts";
import type { Widen } from "../shared.ts";
import { intlLocale } from "#app/lib/locale.ts";
import { company } from "./company.ts";

/**
 * The /contact page and its form in Spanish (../contact.ts); the address,
 * contacts, hrefs, icons, the map's image and its embed are its.
 */
export const contactHero: typeof english.contactHero = {
  eyebrow: "Contacto",
  title: "Contáctenos",
  subtitle:
    "¿Tiene una pregunta, necesita una cotización o quiere hablar sobre su cobertura? Nuestro equipo está aquí para ayudarle y le responderemos en un plazo de 24 horas.",
};

const { location, phone, email } = contactFacts.cards;

/**
 * The support hours on a line of their own: the company's words
 * (./company.ts) follow a sentence ("... de lunes a viernes"), so they
 * start with a capital here.
 */
const supportHoursLine =
  company.supportHours.charAt(0).toLocaleUpperCase(intlLocale.es) +
  company.supportHours.slice(1);

export const contactInfoCards: typeof english.contactInfoCards = [
  {
    id: location.id,
    icon: location.icon,
    title: "Nuestra oficina",
    lines: location.lines,
    link: { label: "Cómo llegar", href: location.href },
  },
  {
    id: phone.id,
    icon: phone.icon,
    title: "Atención por teléfono",
    lines: [
      company.phone,
      supportHoursLine,
      "Reporte de reclamos disponible 24/7",
    ],
    link: { label: `Llame al ${company.phone}`, href: phone.href },
  },
  {
    id: email.id,
    icon: email.icon,
    title: "Atención por correo electrónico",
    lines: [company.email, "Respondemos en un plazo de 24 horas."],
    link: { label: `Escriba a ${company.email}`, href: email.href },
  },
];

export const officeMap: typeof english.officeMap = {
  title: `Mapa de la oficina de ${company.name} en ${companyAddressLine}`,
  loadLabel: "Mostrar el mapa interactivo",
  loadNotice: "Carga un mapa de OpenStreetMap.",
  embedUrl: contactFacts.map.embedUrl,
  preview: {
    ...contactFacts.map.preview,
    alt: `Mapa simplificado de las calles del centro de ${company.address.city} con un marcador en nuestra oficina de Woodward Avenue`,
  },
};

export const contactEstimateOffer: typeof english.contactEstimateOffer = {
  heading: "¿Busca un precio?",
  intro:
    "Calcule un precio en línea en aproximadamente un minuto: unas pocas preguntas, sin pedirle su nombre, correo electrónico ni número de teléfono, y con cada factor a la vista. Para cualquier otro asunto, escríbanos abajo.",
  action: { label: "Calcule un precio", href: contactFacts.estimateHref },
};

export const contactFormSection: typeof english.contactFormSection = {
  id: "contact",
  heading: "Envíenos un mensaje",
  intro:
    "Díganos cómo podemos ayudarle, ya sea con una cotización, una pregunta sobre su póliza o cualquier otro asunto.",
  supportHours: supportHoursLine,
  replyPromise: "Le responderemos en un plazo de 24 horas.",
};

const contactSuccess = {
  type: "success",
  title: "¡Mensaje enviado correctamente!",
  description: "Le responderemos en un plazo de 24 horas.",
  action: { label: "Cerrar" },
} as const;

/** "Seguro de hogar" → "seguro de hogar", inside a sentence. */
const inSentence = (name: string) =>
  name.charAt(0).toLocaleLowerCase(intlLocale.es) + name.slice(1);

export const contactForm: Widen<typeof english.contactForm> = {
  labels: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    message: "Mensaje",
  },
  placeholders: {
    fullName: "María García",
    email: "maria@example.com",
    message: "¿Cómo podemos ayudarle?",
  },
  submitLabel: "Enviar mensaje",
  submittingLabel: "Procesando...",
  quoteMessage: (product, plan) =>
    `Hola, me gustaría una cotización de ${inSentence(product)}${plan ? ` (plan ${plan})` : ""}. Por favor, comuníquese conmigo con los detalles.`,
  success: contactSuccess,
  sent: {
    title: contactSuccess.title,
    text: `${contactSuccess.description} Le enviamos por correo electrónico una copia de su mensaje con esta referencia.`,
    referenceLabel: "La referencia de su mensaje",
    referenceHint:
      "Menciónela si nos escribe o nos llama acerca de este mensaje.",
    another: "Enviar otro mensaje",
  },
  failure: {
    type: "error",
    title: "Hubo un error al enviar su mensaje",
    description: `Inténtelo de nuevo o comuníquese directamente con nosotros al ${company.phone}.`,
  },
};

export const contactMeta: typeof english.contactMeta = staticPage(
  "/contact",
  "Contáctenos",
  `Pida una cotización o haga una pregunta. Llame al ${company.phone}, escríbanos por correo electrónico o envíenos un mensaje, y le responderemos en un plazo de 24 horas.`,
);
