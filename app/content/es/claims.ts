import type * as english from "../claims.ts";
import { staticPage } from "../page-meta.ts";
import type { Widen } from "../shared.ts";
import { claimStageIcons, claimTypeOrder } from "../facts/claims.ts";
import { intlLocale } from "#app/lib/locale.ts";
import { company } from "./company.ts";
import { productLineTitle } from "./product-lines.ts";

/**
 * /file-a-claim in Spanish (../claims.ts): the claim form, What Happens
 * Next, "Check a claim" and how a resolved claim ended, as the claimant
 * reads them. Values, icons and the company's contacts are its.
 */
export const fileAClaimHero: typeof english.fileAClaimHero = {
  eyebrow: "Reclamos",
  title: "Presentar un reclamo",
  subtitle: `Estamos aquí para ayudarle a salir adelante. Complete el formulario de abajo para iniciar su reclamo o llámenos las 24 horas, los 7 días de la semana, al ${company.phone}. Un especialista en reclamos revisará su reclamo en un plazo de 24 a 48 horas.`,
};

export const fileAClaimShortcuts: Widen<typeof english.fileAClaimShortcuts> = {
  emergency:
    "En una emergencia, llame primero al 911. Si alguien está herido o en peligro, busque ayuda antes de presentar su reclamo.",
  checkClaim: "Consultar un reclamo",
};

/** The six lines by their Spanish names, in the English list's order. */
export const claimTypes: typeof english.claimTypes = claimTypeOrder.map(
  (line) => ({ value: line, label: productLineTitle(line) }),
);

/** "Seguro de hogar" → "seguro de hogar", inside a sentence. */
const inSentence = (name: string) =>
  name.charAt(0).toLocaleLowerCase(intlLocale.es) + name.slice(1);

export const claimForm: Widen<typeof english.claimForm> = {
  heading: "Formulario para presentar un reclamo",
  intro:
    "Los campos marcados con * son obligatorios. Tenga a mano su número de póliza; las fotos, los recibos y los informes nos ayudan a resolver su reclamo más rápido.",
  groups: {
    claim: "Detalles del reclamo",
    contact: "Sus datos de contacto",
    contactHint:
      "Le enviaremos por correo electrónico la referencia de su reclamo y usaremos estos datos para comunicarnos con usted acerca de su reclamo.",
  },
  labels: {
    claimType: "Tipo de reclamo",
    policyNumber: "Número de póliza",
    incidentDate: "Fecha del incidente",
    description: "Descripción del incidente",
    claimantName: "Nombre completo",
    claimantEmail: "Correo electrónico",
    claimantPhone: "Número de teléfono (opcional)",
    documents: "Documentos de respaldo",
  },
  placeholders: {
    policyNumber: "p. ej., HL-1234567",
    description:
      "Describa qué pasó, dónde y cuándo, y cualquier daño o lesión.",
    claimantName: "María García",
    claimantEmail: "maria@example.com",
    claimantPhone: "(313) 555-0100",
  },
  uploadHint: "PNG, JPG o PDF de hasta 10 MB",
  fraudWarningTitle: "Advertencia sobre fraude",
  fraudWarning:
    "Toda persona que, a sabiendas y con la intención de defraudar, presente un reclamo con información falsa, incompleta o engañosa puede ser culpable de fraude de seguros, un delito que puede acarrear multas, prisión y el rechazo del reclamo.",
  confirmation:
    "Confirmo que toda la información proporcionada es exacta y completa según mi leal saber y entender.",
  submitLabel: "Enviar reclamo",
  submittingLabel: "Enviando...",
  success: (claimType, reference) => ({
    type: "success",
    title: "Reclamo presentado correctamente",
    description: `Su reclamo de ${inSentence(productLineTitle(claimType))} fue presentado. Referencia: ${reference}`,
  }),
  successNote:
    "También enviaremos esta referencia a su correo electrónico. Un especialista en reclamos revisará su reclamo en un plazo de 24 a 48 horas.",
  submitted: {
    referenceLabel: "La referencia de su reclamo",
    referenceHint:
      "Menciónela cuando nos llame. Junto con su número de póliza, le permite consultar su reclamo más abajo.",
    another: "Presentar otro reclamo",
    filesHeading: (count: number) =>
      count === 1
        ? "El archivo que recibimos"
        : `Los ${count} archivos que recibimos`,
  },
  notSubmitted: {
    title: "Su reclamo todavía no se ha presentado",
    description: "Corrija los campos marcados abajo.",
    reattach:
      "Por su seguridad, no guardamos los archivos adjuntos: vuelva a adjuntar sus documentos.",
  },
  failure: {
    type: "error",
    title: "No se pudo presentar el reclamo",
    description: `Hubo un error al presentar su reclamo. Sus datos siguen en el formulario: inténtelo de nuevo o llame a nuestra línea de reclamos, disponible 24/7, al ${company.phone}.`,
  },
};

const stageWords = [
  {
    title: "Revisión del reclamo",
    timeframe: "En un plazo de 24 a 48 horas",
    description:
      "Un especialista en reclamos revisa su reclamo en un plazo de 24 a 48 horas, confirma su cobertura y se comunica con usted si se necesita algo más.",
  },
  {
    title: "Evaluación",
    timeframe: "Por lo general, unos días",
    description:
      "Un ajustador evalúa la pérdida mediante una inspección, una videollamada o la revisión de documentos, y le explica lo que cubre su póliza.",
  },
  {
    title: "Resolución",
    timeframe: "La mayoría de los reclamos, en 7 días",
    description:
      "Una vez aprobado su reclamo, el pago se emite por depósito directo o cheque, y su especialista confirma cada detalle con usted.",
  },
] as const;

export const whatHappensNext: typeof english.whatHappensNext = {
  heading: "Qué pasa después",
  intro:
    "Esto es lo que puede esperar después de presentar su reclamo. El 95% de los reclamos se resuelve en un plazo de 7 días.",
  stages: [
    { icon: claimStageIcons[0], ...stageWords[0] },
    { icon: claimStageIcons[1], ...stageWords[1] },
    { icon: claimStageIcons[2], ...stageWords[2] },
  ],
};

export const claimCheck: Widen<typeof english.claimCheck> = {
  heading: "Consultar un reclamo",
  intro:
    "Escriba la referencia de su reclamo y el número de póliza que indicó al presentarlo para ver su estado y lo que ha pasado hasta ahora. Su referencia empieza con CL y aparece en el correo electrónico de confirmación que le enviamos.",
  labels: {
    reference: "Referencia del reclamo",
    policyNumber: claimForm.labels.policyNumber,
  },
  placeholders: {
    reference: "p. ej., CL012345",
    policyNumber: "p. ej., HL-1234567",
  },
  submitLabel: "Consultar reclamo",
  submittingLabel: "Consultando...",
  notFound: {
    type: "error",
    title: "No se encontró ningún reclamo",
    description: `No encontramos ningún reclamo con esa referencia y ese número de póliza. Revise ambos datos e inténtelo de nuevo, o llámenos las 24 horas, los 7 días de la semana, al ${company.phone}.`,
  },
  failure: {
    type: "error",
    title: "No se pudo consultar el reclamo",
    description: `No pudimos consultar su reclamo en este momento. Inténtelo de nuevo en un momento o llame a nuestra línea de reclamos, disponible 24/7, al ${company.phone}.`,
  },
  result: {
    title: (status) => `Estado: ${status}`,
    summary: (reference, claimType, submittedOn) =>
      `Reclamo ${reference}, ${claimType}, presentado el ${submittedOn}.`,
    historyHeading: "Historial",
    needsHeading: "Lo que necesitamos de usted",
    requestsIntro: "Le pedimos:",
    waitingMessage:
      "Le enviamos un mensaje para pedirle más información sobre su reclamo.",
    howToSend:
      "Puede leer nuestro mensaje y enviarnos lo que le pedimos en la página segura que aparece en el correo electrónico que le enviamos. ¿No tiene el correo o su enlace ya venció? Podemos enviarle un enlace nuevo a la dirección de correo electrónico que indicó en su reclamo.",
  },
  link: {
    submitLabel: "Enviarme un enlace seguro",
    submittingLabel: "Enviando...",
    sent: {
      type: "info",
      title: "Revise su correo electrónico",
      description:
        "Si estos datos corresponden a un reclamo, enviamos un enlace seguro a la dirección de correo electrónico que se indicó en él. Puede tardar unos minutos en llegar y funciona durante 30 días.",
    },
  },
};

export const claimantStatusLabels: typeof english.claimantStatusLabels = {
  submitted: "Presentado",
  in_review: "En revisión",
  waiting_on_customer: "En espera de su información",
  assessment: "En evaluación",
  resolved: "Resuelto",
};

export const claimOutcomeText: Widen<typeof english.claimOutcomeText> = {
  status: {
    paid: (amount) => `Resuelto: pago de ${amount}`,
    denied: "Resuelto: denegado",
    withdrawn: "Resuelto: retirado",
  },
  summary: {
    paid: (amount) =>
      `Aprobamos su reclamo y le pagaremos ${amount}. Si tiene preguntas sobre el pago, llame a nuestra línea de reclamos, disponible 24/7, al ${company.phone}.`,
    denied:
      "Revisamos su reclamo y decidimos que no podemos pagarlo según los términos de su póliza.",
    withdrawn:
      "Su reclamo se retiró y está cerrado; no se hizo ningún pago. Si usted no lo pidió, llámenos.",
  },
  reasonHeading: "Motivo de la decisión",
  appealHeading: "Cómo apelar",
  appeal: `Si no está de acuerdo con esta decisión, puede apelar en un plazo de 60 días a partir de la fecha de este aviso. Responda a nuestro correo electrónico sobre esta decisión o llame a nuestra línea de reclamos, disponible 24/7, al ${company.phone}; indique la referencia de su reclamo, explíquenos por qué cree que la decisión es incorrecta y envíe cualquier documento que respalde su apelación. Un especialista en reclamos que no participó en la decisión original revisará su apelación y le responderá por escrito.`,
  reasonOnline:
    "Puede leer el motivo de la decisión cuando consulte su reclamo en línea con su referencia y su número de póliza.",
};

export const fileAClaimMeta: typeof english.fileAClaimMeta = staticPage(
  "/file-a-claim",
  "Presentar un reclamo",
  "Presente en línea un reclamo de seguro de auto, hogar, salud, vida, negocios o viaje. Revisamos cada reclamo en un plazo de 24 a 48 horas.",
);
