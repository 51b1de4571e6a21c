import type * as english from "../quote.ts";
import {
  howWeEstimateLink as englishTableLink,
  quoteLineMeta as englishLineMeta,
  quoteMeta as englishMeta,
  quotePage as englishPage,
} from "../quote.ts";
import type { ProductLine, Widen } from "../shared.ts";
import { pageTitle } from "../page-meta.ts";
import { productLineTitle } from "./product-lines.ts";

/**
 * The online estimate's pages in Spanish (../quote.ts): /quote and
 * /quote/{line}. The questions are ./estimate-form.ts's; hrefs and paths
 * are the English module's.
 */

/** "Seguro de auto" → "seguro de auto", inside a sentence. */
const lineInSentence = (line: ProductLine) =>
  productLineTitle(line).toLowerCase();

export const howWeEstimateLink: typeof english.howWeEstimateLink = {
  ...englishTableLink,
  label: "Cómo calculamos",
};

export const quoteMeta: typeof english.quoteMeta = {
  ...englishMeta,
  title: pageTitle("Calcule su precio"),
  description:
    "Calcule cuánto costaría un seguro de hogar, auto, salud, vida o viaje a partir de unas pocas respuestas, con cada supuesto a la vista. No necesita dar su nombre, correo electrónico ni número de teléfono.",
};

export const quoteChooser: typeof english.quoteChooser = {
  hero: {
    eyebrow: "Cálculo en línea",
    title: "¿Cuánto costaría su cobertura?",
    subtitle:
      "Responda unas pocas preguntas que no requieren documentos y vea un rango de precios para el plan que desea y para los planes cercanos. No le pedimos nombre, correo electrónico ni número de teléfono: una persona se comunica con usted solo si usted lo pide.",
  },
  lines: {
    heading: "Elija qué desea asegurar",
    intro:
      "Cada cálculo parte de los precios de los planes de nuestras páginas de productos y muestra cada respuesta que lo cambió.",
  },
  asksLabel: "Le preguntamos:",
  estimateLabel: (line) =>
    line === "business"
      ? "Pida una cotización para su negocio"
      : `Calcule su ${lineInSentence(line)}`,
  businessNote:
    "La cobertura para negocios se cotiza para cada negocio, así que no hay un precio en línea: responda cuatro preguntas y un agente prepara su cotización.",
  honesty: {
    heading: "Un cálculo, no una oferta",
    text: "Un cálculo muestra lo que suelen pagar las personas con respuestas como las suyas. No es una oferta de cobertura; el precio final lo da la cotización de un agente.",
  },
  tableLink: howWeEstimateLink,
};

export const quoteLineMeta: typeof english.quoteLineMeta = (line) => {
  const meta = englishLineMeta(line);
  return line === "business"
    ? {
        ...meta,
        title: pageTitle(`Cotización de ${lineInSentence(line)}`),
        description:
          "Cuéntenos sobre su negocio en cuatro preguntas y un agente autorizado le prepara una cotización. La cobertura para negocios se cotiza para cada negocio.",
      }
    : {
        ...meta,
        title: pageTitle(`Cálculo de ${lineInSentence(line)}`),
        description: `Calcule el costo de un ${lineInSentence(line)} a partir de unas pocas respuestas, sin documentos ni datos de contacto. Le mostramos cada factor y su efecto.`,
      };
};

export const quoteTrailName: Widen<typeof english.quoteTrailName> =
  "Calcule su precio";

/** What could change the final price, by line: said beside every estimate. */
const finalPriceChanges: Readonly<Record<ProductLine, readonly string[]>> = {
  auto: [
    "los historiales de manejo y de reclamos que revisamos cuando usted presenta su solicitud",
    "los vehículos exactos, su uso y dónde se guardan",
    "los límites, los deducibles y los descuentos que elija",
  ],
  home: [
    "una inspección o los registros de la vivienda (su construcción, cableado, plomería y techo)",
    "la dirección exacta y su distancia a una estación de bomberos",
    "los límites, las cláusulas adicionales y los descuentos que elija",
  ],
  life: [
    "las preguntas de salud y cualquier examen médico de la solicitud",
    "su ocupación, sus pasatiempos y sus antecedentes familiares",
    "el monto exacto de cobertura y las cláusulas adicionales que elija",
  ],
  health: [
    "la dirección exacta (los precios se fijan por área de tarifas)",
    "las personas del plan el día en que empieza la cobertura",
    "la red del plan y cualquier subsidio al que pueda tener derecho",
  ],
  travel: [
    "los destinos y las fechas del viaje",
    "la edad exacta de cada viajero y cualquier cobertura de enfermedades preexistentes",
    "la cobertura opcional que agregue",
  ],
  business: [],
};

const shortPeriod = { month: "/mes", trip: "/viaje" };

export const quotePage: Widen<typeof english.quotePage> = {
  eyebrow: "Cálculo en línea",
  title: (line) =>
    line === "business"
      ? `Obtenga una cotización de ${lineInSentence(line)}`
      : `Calcule su ${lineInSentence(line)}`,
  intro: (line) =>
    line === "business"
      ? "La cobertura para negocios se cotiza para cada negocio, así que no hay un precio en línea. Responda cuatro preguntas y un agente autorizado le prepara una cotización."
      : "Unas pocas preguntas que no requieren documentos, y sin nombre, correo electrónico ni número de teléfono. Si su navegador tiene JavaScript activado, el precio se actualiza a medida que responde.",
  back: { ...englishPage.back, label: "Todos los cálculos" },
  answers: {
    heading: "Sus respuestas",
    requiredNote: "Todas las preguntas necesitan una respuesta.",
    submitLabel: (line) =>
      line === "business" ? "Continuar" : "Ver mi cálculo",
    planLabel: "Plan por el que preguntó",
    emptyChoice: "Elija una respuesta",
  },
  estimate: {
    heading: "Su cálculo",
    waiting:
      "Responda todas las preguntas para ver su cálculo. No se envía nada hasta que usted lo pida.",
    perPeriod: { month: "al mes", trip: "por viaje" },
    shortPeriod,
    recommended: "Recomendado para usted",
    chosen: "El plan que usted eligió",
    displayedPrice: (price, period) =>
      `Precio publicado: ${price}${shortPeriod[period]} para nuestro perfil de referencia`,
    rangeLabel: (low, high, period) => `${low} a ${high} ${period}`,
    summary: (plan, low, high, period) => `${plan}: ${low} a ${high} ${period}`,
    featuresLabel: (plan) => `Lo que incluye el plan ${plan}`,
  },
  factors: {
    heading: "Lo que cambió su precio",
    intro: (plan) =>
      `Cada respuesta multiplica el precio publicado del plan. Los dólares son su efecto en el plan ${plan}.`,
    columns: {
      factor: "Factor",
      answer: "Su respuesta",
      multiplier: "Multiplicador",
      effect: "Efecto",
    },
    noChange: "Sin cambio",
    // No words of its own: the period comes in the page's language.
    effect: englishPage.factors.effect,
  },
  notAnOffer: {
    heading: "Un cálculo, no una oferta",
    text: "Este cálculo no es una oferta de seguro ni una promesa de precio. Se obtiene de sus respuestas y de nuestra tabla de tarifas publicada; el precio final lo da la cotización de un agente cuando sepamos más sobre usted, y puede ser más alto o más bajo.",
    changesLabel: "Lo que podría cambiar el precio final:",
    changes: (line) => finalPriceChanges[line],
    tableLink: howWeEstimateLink,
  },
  invalid: {
    type: "error",
    title: "Revise sus respuestas",
    description:
      "Hay respuestas que se deben corregir antes de que podamos hacer el cálculo.",
  },
  failure: {
    type: "error",
    title: "No hay cálculo por ahora",
    description:
      "No pudimos obtener su cálculo. Sus respuestas se conservan en esta página: inténtelo de nuevo en un momento.",
  },
  business: {
    heading: "Siguiente paso: pida la cotización de un agente",
    text: "Gracias. Sus respuestas acompañan su solicitud, así que el agente parte de ellas. No se envía nada a nadie hasta que usted lo pida.",
    noPrice:
      "No mostramos un precio para la cobertura de negocios: depende del negocio mismo, de su local y de su historial.",
  },
};
