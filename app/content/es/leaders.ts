import type * as english from "../leaders.ts";
import {
  leaders as englishLeaders,
  leadershipMeta as englishMeta,
} from "../leaders.ts";
import { company } from "./company.ts";

/** /leadership in Spanish (../leaders.ts); names and portraits are its. */
export const leadershipHero: typeof english.leadershipHero = {
  eyebrow: "Liderazgo",
  title: "Conozca a nuestro equipo directivo",
  subtitle: `Las personas que dirigen ${company.name} aportan décadas de experiencia en seguros, tecnología y servicio al cliente, y comparten un mismo compromiso: estar al lado de nuestros clientes cuando más importa.`,
};

export const leadershipTeamSection: typeof english.leadershipTeamSection = {
  heading: "Nuestro equipo ejecutivo",
  intro:
    "Ocho líderes, una sola promesa: cobertura clara, precios justos y reclamos atendidos con rapidez y empatía.",
};

/** Each leader's position and biography, in the English list's order. */
const words: readonly { position: string; bio: string }[] = [
  {
    position: "Fundadora y directora ejecutiva",
    bio: `Margaret fundó ${company.name} en ${company.foundedYear}, tras dos décadas en la suscripción de seguros de propiedad y accidentes. Dirige la estrategia de la compañía y su compromiso con pólizas claras y reclamos rápidos y justos.`,
  },
  {
    position: "Director de operaciones",
    bio: "Daniel supervisa el servicio al cliente, las operaciones de pólizas y nuestro equipo, que trabaja principalmente a distancia. Antes dirigió las operaciones nacionales de servicio de una de las diez principales aseguradoras de autos.",
  },
  {
    position: "Directora financiera",
    bio: "Priya es responsable de la solidez financiera de la compañía, el reaseguro y la planificación del capital. Es contadora pública certificada y Fellow del Life Management Institute.",
  },
  {
    position: "Directora de reclamos",
    bio: "Elena creó el área de reclamos que respalda nuestra promesa de pagar el 95% de los reclamos en un plazo de 7 días. Comenzó su carrera como ajustadora de campo después del huracán Katrina.",
  },
  {
    position: "Director de suscripción",
    bio: "James dirige la suscripción en las seis líneas de negocio, equilibrando precios justos con una buena gestión del riesgo. Tiene la designación Chartered Property Casualty Underwriter.",
  },
  {
    position: "Director de tecnología",
    bio: "Marcus encabezó el lanzamiento de nuestras plataformas digitales en 2018 y hoy supervisa nuestra tecnología, la seguridad de los datos y la experiencia de los clientes en línea.",
  },
  {
    position: "Directora de personal",
    bio: "Rachel dirige la contratación, la capacitación y la cultura de nuestro equipo remoto en todo el país, incluidos los programas de capacitación pagada que ayudan a los nuevos empleados a obtener su licencia de seguros.",
  },
  {
    position: "Asesor jurídico general y director de cumplimiento",
    bio: "Thomas maneja los asuntos legales y el cumplimiento normativo en los 50 estados y DC, y dirige el programa de privacidad y protección de datos de la compañía.",
  },
];

export const leaders: typeof english.leaders = englishLeaders.map(
  (leader, index) => ({
    ...leader,
    ...words[index]!,
    image: { ...leader.image, alt: `Retrato de ${leader.name}` },
  }),
);

export const leadershipPage: typeof english.leadershipPage = {
  hero: leadershipHero,
  team: { ...leadershipTeamSection, leaders },
};

export const leadershipMeta: typeof english.leadershipMeta = {
  ...englishMeta,
  title: `Liderazgo | ${company.name}`,
  description: `Conozca al equipo directivo de ${company.name}, con décadas de experiencia en seguros, reclamos, tecnología y servicio al cliente.`,
};
