import type * as english from "../job-page.ts";
import {
  jobApplicationForm as englishForm,
  jobPage as englishPage,
} from "../job-page.ts";
import { pageMeta, truncateDescription, type PageMeta } from "../page-meta.ts";
import type { Role } from "../roles.ts";
import { intlLocale } from "#app/lib/locale.ts";
import type { Widen } from "../shared.ts";
import { availableRolesSection } from "./careers.ts";
import { company } from "./company.ts";

/**
 * The /job/{roleId} pages and their application form in Spanish
 * (../job-page.ts); hrefs are its. The roles themselves are ./roles.ts, and
 * a role's location is worded by ./careers.ts.
 */
export const jobPage: typeof english.jobPage = {
  back: { ...englishPage.back, label: "Volver a todos los puestos" },
  sections: {
    responsibilities: "Responsabilidades",
    skills: "Habilidades requeridas",
    aboutCompany: "Acerca de la compañía",
    apply: "Solicite este puesto",
  },
  applyIntro:
    "Cuéntenos sobre usted y adjunte su currículum (PDF, DOC o DOCX, de hasta 5 MB). Nuestro equipo de reclutamiento revisa cada solicitud y se comunicará con usted por correo electrónico.",
  notFound: {
    title: "Puesto no encontrado",
    text: "El puesto que busca no existe o ya no está disponible.",
    action: { ...englishPage.notFound.action, label: "Ver todos los puestos" },
  },
};

/**
 * The experience levels in the English list's order: the form shows these
 * words and posts the English value at the same position.
 */
export const experienceLevels: Widen<typeof english.experienceLevels> = [
  "Nivel inicial",
  "1-2 años",
  "3-5 años",
  "5+ años",
];

export const jobApplicationForm: Widen<typeof english.jobApplicationForm> = {
  labels: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    address: "Dirección",
    experience: "Experiencia",
    coverLetter: "Carta de presentación",
    resume: "Currículum",
  },
  placeholders: {
    fullName: "María García",
    email: "maria@example.com",
    phone: "(313) 555-0100",
    address: "Calle, ciudad, estado y código postal",
    coverLetter:
      "Cuéntenos por qué es la persona ideal para este puesto (opcional).",
  },
  hints: {
    coverLetter: "Opcional.",
    resume: "PDF, DOC o DOCX, de hasta 5 MB.",
    resumeAgain:
      "PDF, DOC o DOCX, de hasta 5 MB. Los archivos no se guardan si el envío falla: vuelva a elegir su currículum.",
  },
  characterCount: (used, max) => {
    const count = new Intl.NumberFormat(intlLocale.es);
    return `${count.format(used)}/${count.format(max)} caracteres`;
  },
  requiredNote: "Los campos marcados con * son obligatorios.",
  privacyNote: {
    text: "Usamos sus datos solo para considerar su solicitud. Lea cómo los protegemos en nuestra",
    link: { ...englishForm.privacyNote.link, label: "Política de privacidad" },
  },
  submitLabel: "Enviar solicitud",
  submittingLabel: "Enviando...",
  success: {
    type: "success",
    title: "Solicitud enviada correctamente",
    description:
      "Gracias por presentar su solicitud. Le enviamos por correo electrónico una confirmación con su referencia.",
  },
  submitted: {
    title: "Solicitud enviada",
    text: (roleTitle) =>
      `Gracias por presentar su solicitud para el puesto de ${roleTitle}. Le enviamos una confirmación a su correo electrónico, y nuestro equipo de reclutamiento se comunicará con usted sobre los próximos pasos.`,
    referenceLabel: "La referencia de su solicitud",
    referenceHint:
      "Menciónela si se comunica con nosotros acerca de su solicitud.",
    action: {
      ...englishForm.submitted.action,
      label: "Ver otros puestos",
    },
  },
  failure: {
    title: "No se pudo enviar",
    defaultMessage: "Hubo un error al enviar su solicitud. Inténtelo de nuevo.",
    resumeUpload: (message) => `No se pudo cargar su currículum: ${message}`,
    insert: (message) => `No se pudo enviar su solicitud: ${message}`,
    storageUnavailable:
      "nuestro almacenamiento de archivos no está disponible en este momento. Inténtelo de nuevo en unos minutos.",
    databaseUnavailable:
      "no pudimos guardarla en este momento. Inténtelo de nuevo en unos minutos.",
  },
  unknownRole: {
    type: "error",
    title: "Puesto no encontrado",
    description: "El puesto que solicita no existe o ya no está disponible.",
  },
};

/** The meta of a role's page; `role` is the Spanish role (./roles.ts). */
export function jobPageMeta(role: Role): PageMeta {
  const location = availableRolesSection.locations[role.location];
  return pageMeta(
    `${role.title} (${location})`,
    truncateDescription(
      `Puesto de tiempo completo (${location.toLocaleLowerCase(intlLocale.es)}) en ${company.name}. ${role.description}`,
    ),
  );
}

export const jobNotFoundMeta: typeof english.jobNotFoundMeta = pageMeta(
  "Puesto no encontrado",
  "Este puesto no existe o ya no está disponible.",
  false,
);

export const aboutCompany: typeof english.aboutCompany = `${company.name} protege a personas, familias y pequeños negocios desde ${company.foundedYear}. Desde nuestra sede en ${company.address.city} atendemos a más de 20,000 clientes con seguros de hogar, auto, salud, vida, negocios y viaje, y tenemos licencia en los 50 estados y DC. Nuestro equipo, que trabaja principalmente de forma remota, comparte una meta: que el seguro sea claro, justo y rápido para cada cliente. Ofrecemos puestos de tiempo completo con capacitación pagada, el equipo que necesita para trabajar desde su casa, cobertura médica y oportunidades de crecimiento.`;
