import type * as english from "../products.ts";
import {
  estimateAction as englishEstimateAction,
  insuranceProductMeta as englishMeta,
  products as englishProducts,
  quoteAction as englishQuote,
} from "../products.ts";
import type { ProductLine } from "../shared.ts";
import { company } from "./company.ts";
import { productLineLinks } from "./product-lines.ts";

/** The words of each line's card, in Spanish; icons, images and routes are ../products.ts's. */
const cardWords: Readonly<
  Record<
    ProductLine,
    {
      description: string;
      features: readonly [string, string, string, string];
      imageAlt: string;
    }
  >
> = {
  home: {
    description:
      "Proteja su casa, sus pertenencias y su responsabilidad civil contra incendios, tormentas, robos e imprevistos, con ayuda para reclamos a toda hora.",
    features: [
      "Vivienda y otras estructuras",
      "Protección de bienes personales",
      "Cobertura de responsabilidad civil personal",
      "Gastos adicionales de vivienda",
    ],
    imageAlt: "Ilustración de una casa familiar protegida por un escudo",
  },
  auto: {
    description:
      "Cobertura en cada kilómetro, desde responsabilidad civil y choque hasta protección integral, con asistencia en carretera 24/7 y recompensas por manejar con prudencia.",
    features: [
      "Cobertura de responsabilidad civil y de choque",
      "Protección integral (comprehensive)",
      "Asistencia en carretera 24/7",
      "Descuentos para conductores prudentes",
    ],
    imageAlt: "Ilustración de un auto en una carretera despejada",
  },
  health: {
    description:
      "Planes médicos para personas y familias con una red nacional de proveedores, atención preventiva cubierta al 100% y la mayoría de los reclamos procesados en 48 horas.",
    features: [
      "Red nacional de proveedores",
      "Atención preventiva cubierta al 100%",
      "Cobertura de medicamentos recetados",
      "Consultas de telemedicina 24/7",
    ],
    imageAlt: "Ilustración de un estetoscopio y un corazón",
  },
  life: {
    description:
      "Pólizas de vida a término, entera y universal que mantienen la seguridad económica de su familia y la ayudan a conservar su hogar, saldar deudas y planificar el futuro.",
    features: [
      "Pólizas a término y permanentes",
      "Montos de cobertura flexibles",
      "Cláusulas adicionales de beneficios en vida",
      "Opciones de crecimiento del valor en efectivo",
    ],
    imageAlt: "Ilustración de una familia unida bajo un paraguas",
  },
  business: {
    description:
      "Protección pensada para pequeños negocios: responsabilidad civil general, propiedad comercial, compensación laboral y beneficios colectivos para su equipo.",
    features: [
      "Responsabilidad civil general",
      "Propiedad comercial",
      "Compensación laboral (workers' compensation)",
      "Beneficios de salud colectivos",
    ],
    imageAlt: "Ilustración de una pequeña tienda con un letrero de abierto",
  },
  travel: {
    description:
      "Cancelación de viaje, atención médica de emergencia y protección de equipaje en más de 190 países, con un equipo de asistencia multilingüe a una llamada de distancia.",
    features: [
      "Cancelación e interrupción de viaje",
      "Cobertura médica de emergencia",
      "Protección por pérdida de equipaje",
      "Asistencia en viaje 24/7",
    ],
    imageAlt: "Ilustración de un avión sobre un globo terráqueo",
  },
};

export const quoteAction: typeof english.quoteAction = {
  ...englishQuote,
  label: "Obtenga una cotización",
};

/** The way to the online estimate: a cálculo, never a cotización, which only an agent makes (docs/spanish-glossary.md). */
export const estimateAction: typeof english.estimateAction = (line) => ({
  ...englishEstimateAction(line),
  label: "Calcule su precio",
});

export const products: typeof english.products = englishProducts.map(
  (product, index) => {
    const words = cardWords[product.line];
    return {
      ...product,
      title: productLineLinks[index]!.title,
      description: words.description,
      features: words.features,
      image: { ...product.image, alt: words.imageAlt },
    };
  },
);

const overviewHero = {
  eyebrow: "Productos de seguros",
  title: "Cobertura para cada parte de su vida",
  subtitle: `Desde el hogar donde vive hasta los viajes que hace, ${company.name} ofrece seis líneas de protección para personas, familias y pequeños negocios, cada una respaldada por agentes autorizados y atención de reclamos 24/7.`,
};

export const productsOverview: typeof english.productsOverview = {
  hero: overviewHero,
  cardsIntro: {
    heading: "Conozca nuestros productos de seguros",
    intro:
      "Compare lo que cubre cada línea y abra su página para ver los detalles de la cobertura, los planes y los precios. ¿No sabe por dónde empezar? Nuestros agentes le explican sus opciones sin costo.",
  },
  cardLinkLabel: "Más información",
  estimateLinkLabel: (line) =>
    line === "business" ? "Solicite una cotización" : "Calcule un precio",
  estimateLinkContext: (title) => `(${title})`,
  popularBadge: "La más popular",
  bundle: {
    heading: "Combine y ahorre hasta un 25%",
    text: "Combine sus pólizas de hogar, auto, salud y vida con una sola aseguradora y ahorre hasta un 25% en sus primas, con una sola fecha de renovación, un solo agente y un solo lugar para manejarlo todo.",
    action: quoteAction,
  },
};

export const productsOverviewPage: typeof english.productsOverviewPage = {
  hero: productsOverview.hero,
  cards: productsOverview.cardsIntro,
  cta: {
    heading: productsOverview.bundle.heading,
    text: productsOverview.bundle.text,
    actions: [productsOverview.bundle.action],
  },
};

export const insuranceProductMeta: typeof english.insuranceProductMeta = {
  ...englishMeta,
  title: `Productos de seguros | ${company.name}`,
  description:
    "Compare seguros de hogar, auto, salud, vida, negocios y viaje de una sola aseguradora, y combine pólizas para ahorrar hasta un 25%.",
};
