import type * as english from "../about.ts";
import {
  aboutCta as englishCta,
  aboutStats as englishStats,
  aboutMeta as englishMeta,
  timeline as englishTimeline,
  values as englishValues,
} from "../about.ts";
import { company } from "./company.ts";

/** The /about page in Spanish (../about.ts); figures, icons, years and hrefs are its. */
export const aboutHero: typeof english.aboutHero = {
  eyebrow: `Acerca de ${company.name}`,
  badge: `Con la confianza de nuestros clientes desde ${company.foundedYear}`,
  title: `Protegemos a familias y negocios desde ${company.foundedYear}`,
  subtitle: `${company.name} nació en ${company.address.city} con una idea sencilla: un seguro debe ser fácil de entender, tener un precio justo y estar ahí cuando algo sale mal. Desde ${company.foundedYear} contamos con la confianza de nuestros clientes, y hoy protegemos a más de 20,000 en todo el país.`,
};

export const aboutStatsLabel: typeof english.aboutStatsLabel = `${company.name} en cifras`;

/** The figures are the English page's ("20,000+"): short enough for the hero's tiles. */
const statLabels = [
  "Clientes protegidos",
  "Satisfacción de los clientes",
  "Años de experiencia",
  "Estados donde tenemos licencia",
];

export const aboutStats: typeof english.aboutStats = englishStats.map(
  (stat, index) => ({ value: stat.value, label: statLabels[index]! }),
);

export const mission: typeof english.mission = {
  heading: "Nuestra misión",
  paragraphs: [
    "Nuestra misión es dar a cada cliente la tranquilidad de estar bien protegido. Lo hacemos con coberturas claras a un precio justo, asesoría honesta y reclamos atendidos con rapidez y empatía.",
    "Creemos que una aseguradora se gana la confianza en el peor día del año de un cliente. Por eso nuestro equipo de reclamos trabaja a toda hora, por eso el 95% de nuestros reclamos se paga en un plazo de 7 días y por eso nuestros agentes se toman el tiempo de explicar cada póliza en palabras sencillas.",
  ],
};

export const valuesSection: typeof english.valuesSection = {
  heading: "Nuestros valores",
  intro:
    "Cuatro valores guían cada póliza que emitimos y cada reclamo que atendemos.",
};

const valueWords = [
  {
    title: "Protección",
    description:
      "Diseñamos coberturas que protegen de verdad a nuestros clientes, con límites y opciones que responden a riesgos reales, no solo a los requisitos mínimos.",
  },
  {
    title: "Empatía",
    description:
      "Detrás de cada reclamo hay una persona que está pasando un mal día. Primero escuchamos, explicamos con claridad y tratamos a cada cliente con empatía y respeto.",
  },
  {
    title: "Excelencia",
    description:
      "Nos exigimos mucho en todo, desde la suscripción de riesgos hasta el servicio al cliente, y nos medimos por la satisfacción de nuestros clientes.",
  },
  {
    title: "Comunidad",
    description: `Estamos orgullosos de nuestras raíces en ${company.address.city}. Nuestra gente hace voluntariado, apoya a organizaciones locales sin fines de lucro y ayuda a los vecindarios a prepararse para los desastres y a recuperarse de ellos.`,
  },
];

export const values: typeof english.values = englishValues.map(
  (value, index) => ({ icon: value.icon, ...valueWords[index]! }),
);

export const timelineSection: typeof english.timelineSection = {
  heading: "Nuestra trayectoria",
  intro: `De una pequeña oficina en ${company.address.city} a una aseguradora con presencia nacional: estos son los momentos que nos definieron.`,
};

const milestoneWords = [
  {
    title: `Fundación de ${company.name}`,
    description: `Fundada en ${company.address.city}, con seguros de hogar y auto para las familias de la zona y la promesa de pólizas claras y reclamos rápidos.`,
  },
  {
    title: "Licencia en los 50 estados",
    description:
      "Crecimos a todo el país: obtuvimos licencia en los 50 estados y sumamos seguros de salud, vida, negocios y viaje a nuestra oferta.",
  },
  {
    title: "Lanzamiento de nuestras plataformas digitales",
    description:
      "Lanzamos nuestras plataformas digitales para que los clientes puedan calcular su precio, administrar sus pólizas, hacer pagos y presentar reclamos en línea, las 24 horas.",
  },
  {
    title: "Reconocidos entre las mejores aseguradoras",
    description:
      "Fuimos reconocidos entre las mejores aseguradoras por la satisfacción de los clientes y la atención de reclamos, un logro de todo nuestro equipo.",
  },
];

export const timeline: typeof english.timeline = englishTimeline.map(
  (milestone, index) => ({ year: milestone.year, ...milestoneWords[index]! }),
);

const ctaLabels = [
  "Comience hoy",
  "Obtenga una cotización",
  "Conozca a nuestros directivos",
];

export const aboutCta: typeof english.aboutCta = {
  heading: "Permítanos proteger lo que más le importa",
  text: `Únase a los más de 20,000 clientes que confían a ${company.name} su hogar, su auto, su salud, su vida, su negocio y sus viajes. Un agente autorizado lo ayudará a encontrar la cobertura adecuada a un precio justo.`,
  actions: englishCta.actions.map((action, index) => ({
    href: action.href,
    label: ctaLabels[index]!,
  })),
};

export const aboutPage: typeof english.aboutPage = {
  hero: aboutHero,
  stats: { label: aboutStatsLabel, stats: aboutStats },
  mission,
  values: { ...valuesSection, cards: values },
  journey: { ...timelineSection, milestones: timeline },
  cta: aboutCta,
};

export const aboutMeta: typeof english.aboutMeta = {
  ...englishMeta,
  title: `Quiénes somos | ${company.name}`,
  description: `Desde ${company.foundedYear}, ${company.name} protege a más de 20,000 clientes en los 50 estados y DC. Conozca nuestra misión, nuestros valores y nuestra historia.`,
};
