import type * as english from "../home.ts";
import {
  homeFinalCta as englishFinalCta,
  homeHero as englishHero,
  homeMeta as englishMeta,
  servicesSection as englishServices,
  whyChooseUs as englishWhy,
  benefitsSection as englishBenefits,
} from "../home.ts";
import { company } from "./company.ts";

/**
 * The home page in Spanish (../home.ts). Icons, images, hrefs and figures
 * are the English module's, taken from it; only the words are written here.
 */
export const homeHero: typeof english.homeHero = {
  ...englishHero,
  eyebrow: `Con la confianza de nuestros clientes desde ${company.foundedYear}`,
  title: "Seguros que protegen lo que más le importa",
  subtitle:
    "Reúna la cobertura de su hogar y propiedad, su auto y su salud en un solo plan, con atención de reclamos las 24 horas, los 7 días de la semana, cuando nos necesite.",
  bundle: ["Hogar y propiedad", "Auto", "Salud", "Reclamos 24/7"].map(
    (label, index) => ({ icon: englishHero.bundle[index]!.icon, label }),
  ),
  actions: [
    { ...englishHero.actions[0], label: "Obtenga una cotización" },
    { ...englishHero.actions[1], label: "Más información" },
  ],
  learnMoreContext: `sobre los empleos en ${company.name}`,
  contactAgent: { ...englishHero.contactAgent, label: "Hable con un agente" },
  image: {
    ...englishHero.image,
    alt: "Ilustración de una casa, un auto y un corazón protegidos por un mismo escudo",
  },
};

/** The points' words, in the English list's order; its icons are kept. */
const pointWords = [
  {
    stat: "20,000+",
    title: "Clientes protegidos",
    description:
      "Más de 20,000 personas, familias y pequeños negocios confían en nosotros para proteger lo que más les importa.",
  },
  {
    stat: "99%",
    title: "Satisfacción de los clientes",
    description:
      "El 99% de nuestros clientes dice estar satisfecho con su cobertura y con el servicio que recibe.",
  },
  {
    stat: "24/7",
    title: "Ayuda cuando la necesite",
    description:
      "Reporte un reclamo u obtenga ayuda a cualquier hora, todos los días del año, por teléfono o en línea.",
  },
  {
    stat: "15+ años",
    title: "De experiencia",
    description: `Con la confianza de nuestros clientes desde ${company.foundedYear}, nuestros agentes autorizados aportan más de 15 años de experiencia a cada póliza.`,
  },
  {
    stat: "50 + DC",
    title: "Autorizados en todo el país",
    description: `${company.licensing.charAt(0).toUpperCase()}${company.licensing.slice(1)}: su cobertura lo acompaña adondequiera que vaya.`,
  },
  {
    stat: "Hasta 25%",
    title: "Descuentos por combinar pólizas",
    description:
      "Combine sus pólizas de hogar, auto, salud y vida y ahorre hasta un 25% en sus primas.",
  },
];
export const whyChooseUs: typeof english.whyChooseUs = {
  heading: `Por qué elegir ${company.name}`,
  intro:
    "Desde hace más de quince años ayudamos a las personas a proteger su hogar, su auto, su salud y su sustento con asesoría honesta y reclamos resueltos con rapidez.",
  points: pointWords.map((words, index) => ({
    icon: englishWhy.points[index]!.icon,
    ...words,
  })),
};

export const servicesSection: typeof english.servicesSection = {
  id: englishServices.id,
  heading: "Nuestras soluciones de seguros",
  intro:
    "Seis líneas de cobertura para personas, familias y pequeños negocios, cada una con límites flexibles y el apoyo de un agente autorizado.",
  cardLinkLabel: "Más información",
  popularBadge: "La más popular",
  viewAll: { ...englishServices.viewAll, label: "Ver productos de seguros" },
};

const cardIcons = englishBenefits.cards.map((card) => card.icon);

export const benefitsSection: typeof english.benefitsSection = {
  id: englishBenefits.id,
  heading: "Beneficios que nos distinguen",
  intro:
    "Un seguro es una promesa. Así la cumplimos, desde el día en que usted pide una cotización hasta el día en que más nos necesita.",
  cards: [
    {
      title: "Reclamos rápidos",
      description:
        "Presente su reclamo en línea o por teléfono a cualquier hora. La mayoría de los reclamos se revisan en 24 a 48 horas y se pagan en pocos días.",
    },
    {
      title: "Cobertura a su medida",
      description:
        "Su agente diseña una póliza según su vida, su propiedad y su presupuesto, en lugar de venderle un paquete igual para todos.",
    },
    {
      title: "Tarifas competitivas",
      description:
        "Primas justas, con descuentos para conductores prudentes, hogares seguros, hábitos saludables y clientes fieles.",
    },
    {
      title: "Combine y ahorre",
      description:
        "Reúna sus pólizas con nosotros y ahorre hasta un 25% en su prima total.",
    },
    {
      title: "Su póliza en línea",
      description:
        "Consulte documentos, actualice su cobertura, haga pagos y siga sus reclamos en línea, desde cualquier dispositivo.",
    },
    {
      title: "Agentes dedicados",
      description:
        "Un agente autorizado que conoce sus pólizas responde sus preguntas y revisa su cobertura cada año.",
    },
    {
      title: "Pagos flexibles",
      description:
        "Pague mensual, trimestral o anualmente con tarjeta, transferencia bancaria, billetera digital, por teléfono o con criptomonedas.",
    },
    {
      title: "Pólizas claras y honestas",
      description:
        "Documentos en lenguaje sencillo que explican qué está cubierto y qué no, sin sorpresas a la hora del reclamo.",
    },
  ].map((card, index) => ({ icon: cardIcons[index]!, ...card })),
  additional: {
    heading: "Otros beneficios",
    items: [
      "Cobertura a menudo vigente dentro de las 24 horas siguientes a la aprobación; es posible el mismo día",
      "Revisión anual gratuita de su póliza con su agente",
      "Presentación y seguimiento de reclamos en línea",
      "Descuentos por conductor prudente, por varios autos y por seguridad en el hogar",
      "Planes de pago mensuales, trimestrales o anuales",
      "Autorizados en los 50 estados y DC",
    ],
  },
  promise: {
    heading: "Nuestra promesa en reclamos",
    text: "El 95% de los reclamos se paga en un plazo de 7 días.",
    detail:
      "Cuando presenta un reclamo, un especialista dedicado lo mantiene informado en cada paso, para que usted vuelva a la normalidad lo antes posible.",
  },
};

export const testimonialsSection: typeof english.testimonialsSection = {
  heading: "Lo que dicen nuestros clientes",
  intro:
    "Historias reales de las familias y los dueños de negocios que protegemos.",
};

export const homeFinalCta: typeof english.homeFinalCta = {
  heading: "¿Listo para protegerse?",
  text: "Obtener la cobertura adecuada toma minutos, no días. Hable hoy con un agente autorizado y reciba una cotización hecha a su medida.",
  actions: ["Obtenga una cotización", "Explore los planes"].map(
    (label, index) => ({ href: englishFinalCta.actions[index]!.href, label }),
  ),
  steps: [
    {
      title: "Cuéntenos qué necesita",
      description:
        "Compártanos algunos datos sobre su hogar, sus vehículos, su familia o su negocio, en línea o por teléfono.",
    },
    {
      title: "Revise sus opciones",
      description:
        "Compare coberturas y precios lado a lado con un agente autorizado que le explica cada opción.",
    },
    {
      title: "Obtenga su cobertura",
      description:
        "Elija su plan y firme en línea. La cobertura a menudo entra en vigor dentro de las 24 horas siguientes a la aprobación.",
    },
  ],
};

export const homeMeta: typeof english.homeMeta = {
  ...englishMeta,
  title: `${company.name} | Seguros de hogar, auto, salud, vida, negocios y viaje`,
  description: `${company.name} protege a personas, familias y pequeños negocios con seguros de hogar, auto, salud, vida, negocios y viaje. Cotice hoy.`,
};

export const agencySummary: typeof english.agencySummary =
  "Seguros de hogar, auto, salud, vida, negocios y viaje.";
