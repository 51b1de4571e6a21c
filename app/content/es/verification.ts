import type * as english from "../verification.ts";
import {
  phoneCarriers as englishCarriers,
  privacyPolicyHref,
  usStates as englishStates,
  type UsState,
  type UsStateCode,
} from "../facts/verification.ts";
import { staticPage } from "../page-meta.ts";
import type { Widen } from "../shared.ts";
import { company } from "./company.ts";

/**
 * The Employment Verification Form in Spanish (../verification.ts). Its
 * option lists are the English lists' in the same order: the form shows
 * these words and posts the English value at the same position (the schema
 * takes the English values). Carriers are brand names, kept; "Other" is
 * translated.
 */
export const phoneCarriers = englishCarriers.map((carrier) =>
  carrier === "Other" ? "Otra" : carrier,
) as readonly string[] as Widen<typeof english.phoneCarriers>;

/** The positions of the checkboxes, as the Spanish job titles write them (./roles.ts). */
export const positionInterests: Widen<typeof english.positionInterests> = [
  "Auxiliar administrativo (remoto)",
  "Representante de servicio al cliente (remoto)",
  "Soporte por chat en vivo (remoto)",
  "Asistente remoto de captura de datos",
  "Especialista en publicación de ofertas de empleo",
];

export const otherPositionLabel: Widen<typeof english.otherPositionLabel> =
  "Otro";

/** State names as US Spanish media write them (docs/spanish-glossary.md); the others as in English. */
const spanishStateNames: Partial<Record<UsStateCode, string>> = {
  DC: "Distrito de Columbia",
  HI: "Hawái",
  LA: "Luisiana",
  MS: "Misisipi",
  MO: "Misuri",
  NH: "Nuevo Hampshire",
  NJ: "Nueva Jersey",
  NM: "Nuevo México",
  NY: "Nueva York",
  NC: "Carolina del Norte",
  ND: "Dakota del Norte",
  PA: "Pensilvania",
  SC: "Carolina del Sur",
  SD: "Dakota del Sur",
  WV: "Virginia Occidental",
};

/**
 * The address select's states, in the English list's order (alphabetical
 * by their English names, as the codes are).
 */
export const usStates = englishStates.map((state) => ({
  code: state.code,
  name: spanishStateNames[state.code] ?? state.name,
})) as readonly Widen<UsState>[] as Widen<typeof english.usStates>;

export const verificationHero: typeof english.verificationHero = {
  eyebrow: "Empleos",
  title: "Formulario de verificación de empleo",
  subtitle:
    "Complete todos los campos obligatorios. Su información se envía por una conexión cifrada, se guarda cifrada y se usa solo para verificar su identidad y su elegibilidad para trabajar.",
};

export const verificationNotice: typeof english.verificationNotice = {
  heading: "Por qué le pedimos esta información",
  paragraphs: [
    "Debemos confirmar la identidad y la elegibilidad para trabajar de cada nuevo miembro del equipo, y pagamos por depósito directo. Por eso este formulario le pide su número de Seguro Social, imágenes de su licencia de conducir y sus datos bancarios. No los usamos para nada más: nunca para publicidad, y nunca los vendemos.",
    "Su información viaja por una conexión cifrada y se guarda cifrada en un almacenamiento privado. Solo pueden verla los pocos empleados autorizados que verifican a los candidatos, y cada acceso queda registrado. Si no lo contratamos, se elimina de forma segura.",
  ],
  link: {
    href: privacyPolicyHref,
    label: "Lea cómo protegemos sus datos en nuestra Política de privacidad",
  },
};

export const verificationFormSection: typeof english.verificationFormSection = {
  id: "verification-form",
  heading: "Complete su verificación",
  intro:
    "El formulario toma unos diez minutos. Tenga a mano su licencia de conducir (frente y reverso, en JPG, PNG o PDF de hasta 10 MB cada uno) y sus datos bancarios.",
};

export const verificationSections: Widen<typeof english.verificationSections> =
  {
    personal: "Información personal",
    address: "Dirección",
    financial: "Información financiera",
    documents: "Licencia de conducir",
    ssn: "Número de Seguro Social",
    positions: "Puestos de interés",
    additional: "Información adicional",
  };

export const verificationSuccess: typeof english.verificationSuccess = {
  title: "Formulario de verificación enviado",
  text: "Gracias. Nuestro equipo revisará su información y se comunicará con usted en un plazo de 2 a 3 días hábiles.",
  referenceLabel: "Su referencia",
  referenceHint:
    "Guárdela para sus archivos y menciónela si se comunica con nosotros.",
};

export const verificationForm: Widen<typeof english.verificationForm> = {
  requiredNote: "Los campos marcados con * son obligatorios.",
  labels: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    phoneCarrier: "Compañía telefónica (opcional)",
    streetAddress: "Dirección",
    city: "Ciudad",
    state: "Estado",
    zipCode: "Código postal",
    bankName: "Nombre del banco",
    creditScore: "Puntaje de crédito",
    driversLicenseFront: "Licencia de conducir (frente)",
    driversLicenseBack: "Licencia de conducir (reverso)",
    ssn: "Número de Seguro Social",
    ssnConfirm: "Confirme el número de Seguro Social",
    otherPosition: "Otro puesto",
    additionalInfo: "¿Hay algo más que quiera que sepamos? (opcional)",
  },
  placeholders: {
    email: "maria@example.com",
    phone: "(313) 555-0100",
    ssn: "###-##-####",
  },
  hints: {
    bankName: "El banco donde quiere que le depositemos su pago.",
    creditScore: "Un número entero entre 300 y 850.",
    driversLicense:
      "Una foto o un escaneo nítido: .jpg, .jpeg, .png o .pdf, de hasta 10 MB.",
    ssn: "Nueve dígitos; los guiones se agregan solos.",
    ssnConfirm: "Escríbalo una vez más para asegurarse de que es correcto.",
    positions: "Seleccione todos los puestos que le interesan.",
    additionalInfo: "Por ejemplo, su disponibilidad o los idiomas que habla.",
  },
  chooseCarrier: "Seleccione una compañía",
  chooseState: "Seleccione un estado",
  showSsn: { text: "Mostrar", label: "Mostrar los números de Seguro Social" },
  securityNote:
    "Se envía por una conexión cifrada. Su número de Seguro Social y las imágenes de su licencia se guardan cifrados.",
  submitLabel: "Enviar formulario de verificación",
  submittingLabel: "Enviando...",
  success: {
    type: "success",
    title: "Formulario de verificación enviado",
    description: verificationSuccess.text,
  },
  emailWarning: {
    type: "warning",
    title: "Aviso sobre la notificación por correo electrónico",
    description:
      "El formulario se envió correctamente, pero no se pudo enviar la notificación por correo electrónico.",
  },
  /** {message} is one of failureReasons, written to follow the colon. */
  failure: (message) => ({
    type: "error",
    title: "No se pudo enviar",
    description: `Hubo un error al enviar su formulario de verificación: ${message}. Inténtelo de nuevo.`,
  }),
  failureReasons: {
    server: "no se pudo guardar su formulario",
    connection: "falló la conexión con nuestro servidor",
  },
};

export const verificationMeta: typeof english.verificationMeta = staticPage(
  "/verification",
  "Formulario de verificación de empleo",
  `Complete en línea y de forma segura el formulario de verificación de empleo de ${company.name}. Nuestro equipo se comunicará con usted en un plazo de 2 a 3 días hábiles.`,
);
