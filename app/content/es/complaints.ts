import type * as english from "../complaints.ts";
import { complaintFacts } from "../facts/complaints.ts";
import { staticPage } from "../page-meta.ts";
import { company } from "./company.ts";

const { finalAnswerDays, michigan, otherStatesHref } = complaintFacts;

/**
 * The /complaints page and its form in Spanish (../complaints.ts); a
 * complaint is a "queja". The regulators' addresses and numbers are the
 * facts' (../facts/complaints.ts).
 */
export const complaintTopics: typeof english.complaintTopics = [
  { value: "claim", label: "Un reclamo" },
  { value: "policy", label: "Una póliza" },
  { value: "quote", label: "Una cotización" },
  { value: "payment", label: "Un pago" },
  { value: "website", label: "Nuestro sitio web" },
  { value: "treatment", label: "Cómo lo tratamos" },
  { value: "other", label: "Otro asunto" },
];

export const complaintsMeta: typeof english.complaintsMeta = staticPage(
  "/complaints",
  "Quejas",
  `Cómo presentar una queja: la confirmamos en un plazo de un día hábil y le damos nuestra respuesta final en un plazo de ${finalAnswerDays} días.`,
);

export const complaintsHero: typeof english.complaintsHero = {
  eyebrow: "Quejas",
  title: "Presentar una queja",
  subtitle: `Si nos equivocamos, queremos saberlo. Cuéntenos abajo, llámenos al ${company.phone} o escríbanos a ${company.email}: registramos cada queja, la investigamos y le respondemos por escrito.`,
};

export const complaintSteps: typeof english.complaintSteps = {
  heading: "Cómo atendemos una queja",
  intro:
    "Una queja nunca se usa en su contra y presentarla no cambia su póliza ni su reclamo.",
  steps: [
    {
      title: "Usted nos cuenta",
      description:
        "Use el formulario de abajo, llámenos o escríbanos por correo electrónico. Recibe de inmediato una referencia que empieza con CP-, en pantalla y por correo electrónico.",
    },
    {
      title: "Confirmamos que la recibimos",
      description:
        "En un plazo de un día hábil le confirmamos que tenemos su queja y que alguien la está revisando.",
    },
    {
      title: "La investigamos",
      description:
        "Leemos lo que pasó, revisamos nuestros registros y hablamos con las personas que intervinieron. Si necesitamos algo más de usted, se lo pedimos.",
    },
    {
      title: "Le damos nuestra respuesta final",
      description:
        "Por escrito: lo que encontramos, lo que haremos para arreglarlo y a dónde puede acudir si no está de acuerdo.",
    },
  ],
};

export const complaintPromise: typeof english.complaintPromise = {
  heading: "Nuestro compromiso",
  intro: "Estos plazos empiezan el día en que recibimos su queja.",
  points: [
    "Confirmamos que recibimos su queja en un plazo de un día hábil.",
    `Le enviamos nuestra respuesta final en un plazo de ${finalAnswerDays} días.`,
    `Si no podemos responderle en un plazo de ${finalAnswerDays} días, le escribimos para explicarle por qué y cuándo tendrá nuestra respuesta.`,
  ],
};

export const complaintRegulators: typeof english.complaintRegulators = {
  heading: "También puede acudir al departamento de seguros de su estado",
  intro:
    "Puede comunicarse con el departamento de seguros de su estado en cualquier momento: antes, durante o después de nuestra propia revisión. No le cuesta nada.",
  michigan: {
    name: "Departamento de Seguros y Servicios Financieros de Michigan (DIFS)",
    text: "Nuestra sede está en Michigan, donde el DIFS recibe quejas sobre aseguradoras en línea o por teléfono.",
    linkLabel: "Presentar una queja ante el DIFS",
    href: michigan.href,
    phoneLabel: "Línea gratuita del DIFS:",
    phone: michigan.phone,
    phoneHref: michigan.phoneHref,
  },
  otherStates: {
    text: "Cada uno de los demás estados tiene su propio departamento de seguros. La Asociación Nacional de Comisionados de Seguros (NAIC) los enumera todos.",
    linkLabel: "Encuentre el departamento de seguros de su estado",
    href: otherStatesHref,
  },
};

export const complaintForm: typeof english.complaintForm = {
  heading: "Presentar una queja",
  intro:
    "Los campos marcados con * son obligatorios. Cuanto más nos cuente, antes podremos arreglar las cosas.",
  labels: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    phone: "Número de teléfono (opcional)",
    about: "¿De qué trata su queja?",
    ourReference: "Nuestra referencia, si la tiene (opcional)",
    whatHappened: "Qué pasó",
    putRight: "Qué lo arreglaría",
    documents: "Documentos (opcional)",
  },
  placeholders: {
    fullName: "María García",
    email: "maria@example.com",
    phone: "(313) 555-0100",
    ourReference: "p. ej., CL012345",
  },
  hints: {
    ourReference:
      "Un reclamo (CL…), una cotización (Q-…), un mensaje (CT-…), una solicitud de empleo (APP-…) o una verificación (VER-…).",
    whatHappened:
      "Cuéntenos con sus propias palabras qué pasó, cuándo y con quién trató.",
    putRight:
      "Una disculpa, que revisemos una decisión, un reembolso: lo que a usted le parezca justo.",
    documents:
      "Cartas, correos electrónicos o fotos que nos ayuden a entender. PNG, JPG o PDF, de hasta 10 MB cada uno.",
  },
  aboutChoice: "Elija una opción",
  submitLabel: "Enviar queja",
  submittingLabel: "Enviando...",
  success: (reference: string) => ({
    type: "success",
    title: "Queja recibida",
    description: `Recibimos su queja. Referencia: ${reference}`,
  }),
  /** Beside the reference once the complaint is in (the toast goes away, the reference must not). */
  successNote: `Le enviamos esta referencia por correo electrónico. Confirmaremos que recibimos su queja en un plazo de un día hábil y le enviaremos nuestra respuesta final en un plazo de ${finalAnswerDays} días.`,
  submitted: {
    referenceLabel: "La referencia de su queja",
    referenceHint:
      "Menciónela siempre que nos escriba o nos llame sobre esta queja.",
    another: "Presentar otra queja",
    filesHeading: (count: number) =>
      count === 1
        ? "El archivo que recibimos"
        : `Los ${count} archivos que recibimos`,
  },
  notSubmitted: {
    title: "Su queja todavía no se ha enviado",
    description: "Corrija los campos marcados abajo.",
    reattach:
      "Por su seguridad, no guardamos los archivos adjuntos: vuelva a adjuntar sus documentos.",
  },
  failure: {
    type: "error",
    title: "No se pudo enviar la queja",
    description: `Algo falló de nuestro lado y su queja no se envió. Sus datos siguen en el formulario: inténtelo de nuevo en un momento o llámenos al ${company.phone}.`,
  },
};
