import type * as english from "../careers.ts";
import {
  careersHero as englishHero,
  exploreRolesMeta as englishMeta,
  whyJoin as englishWhyJoin,
} from "../careers.ts";
import { company } from "./company.ts";

/**
 * The /explore-roles page in Spanish (../careers.ts); hrefs, icons and ids
 * are its. The job pages and their application form (../job-page.ts) are
 * still English: the role cards link to them with hreflang="en".
 */
export const careersHero: typeof english.careersHero = {
  eyebrow: "Empleos",
  title: "Construya una carrera remota que marque la diferencia",
  subtitle: `Únase a ${company.name} y ayude a familias y negocios a proteger lo que más importa, desde donde mejor trabaje. Todos los puestos son de tiempo completo, con capacitación pagada y el apoyo que necesita para tener éxito.`,
  action: { ...englishHero.action, label: "Ver los puestos disponibles" },
};

export const availableRolesSection: typeof english.availableRolesSection = {
  id: "available-roles",
  heading: "Puestos disponibles",
  intro:
    "Doce puestos vacantes en servicio al cliente, reclamos, servicios de pólizas y administración.",
  applyLabel: "Presente su solicitud",
  applyContext: (roleTitle) => ` para el puesto de ${roleTitle}`,
  featuredBadge: "Destacado",
  employmentBadge: "Tiempo completo",
  skillsLabel: "Habilidades",
  locations: {
    Remote: "Remoto",
    "Remote Call Center": "Centro de llamadas remoto",
    "Remote or Hybrid": "Remoto o híbrido",
  },
  experience: {
    "Entry-level": "Nivel inicial",
    "6+ months": "6+ meses",
    "1+ year": "1+ año",
    "2+ years": "2+ años",
  },
};

const whyJoinCards = [
  {
    title: "Trabajo remoto",
    description:
      "Trabaje desde su casa en cualquier lugar de Estados Unidos, con el equipo que le da la compañía y un horario pensado para la vida real.",
  },
  {
    title: "Crecimiento profesional",
    description:
      "Capacitación pagada, mentoría y apoyo para obtener su licencia de seguros, con caminos claros hacia puestos de mayor nivel y de liderazgo.",
  },
  {
    title: "Apoyo integral",
    description:
      "Cobertura médica, tiempo libre pagado, un plan de jubilación con aportes de la compañía y un equipo que lo respalda desde el primer día.",
  },
] as const;

export const whyJoin: typeof english.whyJoin = {
  heading: `¿Por qué unirse a ${company.name}?`,
  intro:
    "Invertimos en nuestra gente, porque un equipo con apoyo da a los clientes el mejor servicio.",
  cards: [
    { ...englishWhyJoin.cards[0], ...whyJoinCards[0] },
    { ...englishWhyJoin.cards[1], ...whyJoinCards[1] },
    { ...englishWhyJoin.cards[2], ...whyJoinCards[2] },
  ],
};

export const careersContactPrompt: typeof english.careersContactPrompt = {
  text: "¿Tiene alguna pregunta sobre un puesto o el proceso de selección? Nuestro equipo de reclutamiento con gusto le ayuda.",
  link: { label: "Contáctenos", href: "/contact" },
};

export const careersClosingCta: typeof english.careersClosingCta = {
  heading: "¿Listo para comenzar su próxima etapa?",
  text: "Encuentre el puesto que se ajusta a sus habilidades y presente su solicitud en minutos. Nuestro equipo de reclutamiento revisa cada solicitud.",
  actions: [
    { label: "Presente su solicitud", href: "#available-roles" },
    { label: "Contacte a reclutamiento", href: "/contact" },
  ],
};

const { action: heroAction, ...heroText } = careersHero;

export const careersPage: typeof english.careersPage = {
  hero: { ...heroText, actions: [heroAction] },
  roles: availableRolesSection,
  whyJoin,
  contactPrompt: careersContactPrompt,
  cta: careersClosingCta,
};

export const exploreRolesMeta: typeof english.exploreRolesMeta = {
  ...englishMeta,
  title: `Empleos: trabajos remotos | ${company.name}`,
  description: `Conozca doce puestos remotos de tiempo completo en ${company.name}, desde servicio al cliente y soporte por chat en vivo hasta reclamos y servicios de pólizas. Presente su solicitud en línea hoy.`,
};
