import type * as english from "../how-we-estimate.ts";
import {
  howWeEstimateMeta as englishMeta,
  howWeEstimateText as englishText,
  ratingTableWords as englishWords,
} from "../how-we-estimate.ts";
import {
  CHEAP_TRIP,
  HEALTH_ADULT,
  HEALTH_OLDER,
  HEALTH_REFERENCE_AGE,
  HEALTH_TOBACCO_LIMIT,
  HEALTH_TOBACCO_SURCHARGE,
  HEALTH_YOUNG,
  SHORT_TRIP_DAYS,
  rating,
  ratingEffectiveDate,
  type Band,
  type Factor,
} from "../rating.ts";
import { formatDisplayDate } from "../shared.ts";
import { formatUsd } from "#app/lib/money.ts";
import type { PricedLine } from "#app/lib/estimate/types.ts";
import { company } from "./company.ts";
import { productPages } from "./product-pages.ts";

/**
 * /es/quote/how-we-estimate (../how-we-estimate.ts). Every figure a
 * sentence names is read from the rating table (../rating.ts), never
 * written again: the plan names are the Spanish product pages'.
 */

export const howWeEstimateMeta: typeof english.howWeEstimateMeta = {
  ...englishMeta,
  title: `Cómo calculamos su precio | ${company.name}`,
  description:
    "Todas las cifras detrás de nuestros cálculos en línea: los precios de los que partimos, cada factor y su multiplicador, el rango que mostramos y la regla del descuento por combinar pólizas.",
};

export const howWeEstimateHero: typeof english.howWeEstimateHero = {
  eyebrow: "Cálculos en línea",
  title: "Cómo calculamos su precio",
  subtitle: `Un cálculo en línea de ${company.name} es nuestra tabla de tarifas publicada aplicada a unas pocas respuestas. Esta página muestra la tabla completa, para que usted pueda comprobar cualquier cálculo a mano.`,
};

export const howWeEstimateText: typeof english.howWeEstimateText = {
  notAnOfferHeading: "Un cálculo no es una oferta",
  methodHeading: "Cómo se obtiene un cálculo",
  effectiveFrom: "Esta tabla de tarifas entró en vigor el",
  startQuote: { ...englishText.startQuote, label: "Calcule un precio" },
  contentsLabel: "En esta página",
  contentsLinkContext: ", en esta página",
  displayedPricesCaption: (title) =>
    `${title}: precios publicados, el punto de partida de cada cálculo`,
  planColumn: "Plan",
  priceColumn: "Precio publicado",
  perPeriod: { month: "al mes", trip: "por viaje" },
  referenceLabel: "Los precios publicados son para",
  rangeLabel: "Rango que mostramos",
  rangeText: (percent, reason) =>
    `${percent}% por debajo y por encima del precio calculado. ${reason}`,
  recommendationLabel: "Plan recomendado",
  recommendationText: (rule) =>
    `El plan que usted elija. Si no elige ninguno: ${rule}`,
  answerColumn: "Su respuesta",
  factorCaption: (label) => `${label}: multiplicador según la respuesta`,
  multiplierColumn: "Multiplicador",
  appliesTo: (plans) => `Se aplica solo a: ${plans}.`,
  areaNote:
    "Según el primer dígito del código postal: vea abajo la tabla de áreas de código postal.",
  coverageFormula: (fixedShare) =>
    `Multiplicador = ${fixedShare} + ${1 - fixedShare} × su monto de cobertura ÷ el beneficio por fallecimiento publicado del plan.`,
  coverageCaption: "Beneficio por fallecimiento publicado de cada plan",
  amountColumn: "Beneficio por fallecimiento",
  peopleHealth: (reference, age) =>
    `Multiplicador = la suma de la razón de la curva de edad de cada persona con cargo ÷ ${reference} (la razón a los ${age} años).`,
  peopleTravel:
    "Multiplicador = la suma de los multiplicadores de abajo de cada viajero con cargo.",
  ageColumn: "Edad",
  ageCurveLink: "Vea abajo la curva de edad.",
  tobaccoNone: "Nadie usa tabaco",
  tobaccoEach: "Cada persona que usa tabaco, sobre su propia parte del precio",
  areasHeading: "Áreas de código postal",
  areasIntro:
    "El primer dígito de un código postal indica una de diez áreas de estados vecinos, numeradas por el Servicio Postal de EE. UU. El multiplicador de cada área es un valor intermedio para sus estados; una cotización calcula el precio de su territorio de tarifas exacto. Los precios de viaje no dependen de dónde vive usted.",
  areasCaption: "Multiplicador por área de código postal y tipo de seguro",
  areaColumn: "Área",
  areaLineColumn: { auto: "Auto", home: "Hogar", health: "Salud" },
  bundleStep: (lines, percent) => `${lines} pólizas ${percent}%`,
  lineWords: {
    auto: "auto",
    home: "hogar",
    life: "vida",
    health: "salud",
    travel: "viaje",
  },
  rangeWords: { to: "a", andOver: "o más", and: "y" },
  statesColumn: "Estados",
  ageCurveHeading: "Salud: la curva de edad federal predeterminada",
  ageCurveIntro:
    "Las normas federales permiten que los planes de salud individuales varíen su precio por edad solo según una curva de edad, con una diferencia máxima de 3 a 1 entre los adultos de más edad y los más jóvenes. Usamos la curva federal predeterminada: la razón del precio de cada edad con respecto al de una persona de 21 años.",
  ageCurveSourceLabel: "Fuente:",
  ageCurveCaption: "Razón de la curva de edad por edad",
  bundleHeading: "Descuento por combinar pólizas",
  bundleText: (parts) => [
    `Combinar seguros mensuales le da un descuento según cuántos sean: ${parts.rates}. Tener juntos el seguro de hogar y el de auto suma ${parts.extra}%, y el descuento nunca pasa de ${parts.max}%, el "hasta 25%" que prometen nuestras páginas.`,
    `El descuento se aplica a los precios de ${parts.discounted}. Un plan de salud cuenta para el número de pólizas, pero su propio precio nunca tiene descuento, porque las normas federales permiten que los precios de salud varíen solo por edad, lugar, uso de tabaco y tamaño de la familia. El seguro de viaje se cobra por viaje y no se combina.`,
  ],
};

// Figures of the table, read where rating.ts keeps them ------------------

/** The Spanish names of a line's plans, in the English plans' order. */
const planNames = (line: PricedLine) =>
  (productPages[line].plans?.plans ?? []).map((plan) => plan.name);

const plan = (line: PricedLine, index: number) => planNames(line)[index]!;

/** A plan's Spanish name by its English name (rating.ts keys plans by it). */
const planByEnglish = (line: PricedLine, name: string) =>
  plan(
    line,
    rating[line].plans.findIndex((item) => item.name === name),
  );

function factor(line: PricedLine, question: string): Factor {
  return rating[line].factors.find((item) => item.question === question)!;
}

function bands(line: PricedLine, question: string): readonly Band[] {
  const found = factor(line, question);
  if (found.kind === "bands") return found.bands;
  if (found.kind === "people") return found.weights;
  throw new Error(`${line} ${question} has no bands`);
}

/** Where band `index` starts, and where it ends (the next band's start less one). */
const from = (line: PricedLine, question: string, index: number) =>
  bands(line, question)[index]!.from;
const to = (line: PricedLine, question: string, index: number) =>
  from(line, question, index + 1) - 1;

/** "Esencial $250,000, Integral $400,000, ...": each plan's amount. */
function amounts(line: PricedLine, byPlan: Readonly<Record<string, number>>) {
  return Object.entries(byPlan)
    .map(
      ([name, amount]) => `${planByEnglish(line, name)} ${formatUsd(amount)}`,
    )
    .join(", ");
}

function limitsOf(line: PricedLine, question: string) {
  const found = factor(line, question);
  if (found.kind === "bands" && found.limits) return found.limits;
  if (found.kind === "coverage") return found.reference;
  throw new Error(`${line} ${question} has no limits`);
}

/** The ZIP code area of the reference profiles ("6"). */
const referenceArea = rating.auto.reference.answers.zip!.slice(0, 1);

const life = {
  term: plan("life", 0),
  whole: plan("life", 1),
  universal: plan("life", 2),
  deathBenefits: limitsOf("life", "coverageAmount"),
};
const travel = {
  essential: plan("travel", 0),
  comprehensive: plan("travel", 1),
  premium: plan("travel", 2),
  limits: limitsOf("travel", "tripCost"),
  comprehensiveLimit: Object.values(limitsOf("travel", "tripCost"))[1]!,
  childrenUnder: (() => {
    const found = factor("travel", "ages");
    return found.kind === "people" ? found.children.under : 0;
  })(),
};
const healthChildren = (() => {
  const found = factor("health", "ages");
  return found.kind === "people" && found.children.kind === "oldest-charged"
    ? found.children
    : { under: 0, charged: 0 };
})();
const dwellingLimits = limitsOf("home", "rebuildValue");

export const ratingTableWords: typeof english.ratingTableWords = {
  lines: {
    auto: {
      plans: planNames("auto"),
      factors: {
        zip: {
          label: "Dónde se guarda el auto",
          explanation:
            "El tráfico, los robos, el costo de las reparaciones y las normas de cada estado cambian de un lugar a otro.",
        },
        youngestDriverAge: {
          label: "Edad del conductor más joven",
          explanation: `Los conductores menores de ${from("auto", "youngestDriverAge", 2)} años tienen muchos más accidentes por milla que los conductores con experiencia; el riesgo vuelve a subir después de los ${from("auto", "youngestDriverAge", 5)}.`,
        },
        drivers: {
          label: "Número de conductores",
          explanation:
            "Cada conductor que comparte el auto suma tiempo en la carretera.",
        },
        vehicleYear: {
          label: "Año del modelo del vehículo",
          explanation: `Un auto más nuevo cuesta más reparar o reemplazar. Solo afecta a los planes con cobertura de choque y protección integral (${(factor("auto", "vehicleYear").plans ?? []).map((name) => planByEnglish("auto", name)).join(" y ")}); ${plan("auto", 0)} es solo de responsabilidad civil.`,
        },
        annualMileage: {
          label: "Millas que maneja al año",
          explanation:
            "Cuantas más millas en la carretera, más probabilidades de un reclamo.",
        },
        incidents: {
          label: "Accidentes e infracciones en 3 años",
          explanation:
            "Un accidente reciente en el que usted tuvo la culpa o una infracción de tránsito reciente es la señal más clara de reclamos futuros.",
        },
      },
      options: {},
      units: { annualMileage: "millas al año" },
      reference: `Un conductor de ${from("auto", "youngestDriverAge", 3)} a ${to("auto", "youngestDriverAge", 3)} años sin accidentes ni infracciones en 3 años, con un auto de ${from("auto", "vehicleYear", 2)} a ${to("auto", "vehicleYear", 2)} que recorre de ${from("auto", "annualMileage", 2).toLocaleString("en-US")} a ${to("auto", "annualMileage", 2).toLocaleString("en-US")} millas al año, guardado en el área de código postal ${referenceArea}.`,
      rangeReason:
        "La marca y el modelo de su vehículo, su historial de manejo según nos lo reportan y las normas de su estado se revisan solo en una cotización.",
      recommendation: `para un auto de ${from("auto", "vehicleYear", 4)} o más nuevo, ${plan("auto", 2)} (reemplazo por un auto nuevo y cobertura GAP); para un auto de ${to("auto", "vehicleYear", 0)} o más antiguo, ${plan("auto", 0)} (un auto más antiguo a menudo vale menos de lo que cuesta la cobertura de choque en unos pocos años); en los demás casos, ${plan("auto", 1)}.`,
    },
    home: {
      plans: planNames("home"),
      factors: {
        zip: {
          label: "Dónde está la vivienda",
          explanation:
            "Los huracanes, el granizo, los incendios forestales y el costo de construcción cambian de un lugar a otro.",
        },
        rebuildValue: {
          label: "Valor de reconstrucción",
          explanation: `Una vivienda que cuesta más reconstruir cuesta más asegurar. Cada plan toma en cuenta el valor de reconstrucción hasta su propio límite de vivienda (${amounts("home", dwellingLimits)}).`,
        },
        yearBuilt: {
          label: "Año de construcción",
          explanation:
            "El cableado, la plomería y los códigos de construcción más antiguos hacen más probables los daños por incendio y agua, y más caras las reparaciones.",
        },
        roofAge: {
          label: "Antigüedad del techo",
          explanation:
            "La mayoría de los reclamos de hogar empiezan en el techo; un techo nuevo le da un descuento.",
        },
        claims: {
          label: "Reclamos en 5 años",
          explanation:
            "Las viviendas con reclamos recientes tienen más probabilidades de volver a presentar uno.",
        },
        deductible: {
          label: "Deducible",
          explanation:
            "Con un deducible más alto usted paga una parte mayor de cada reclamo, por eso la prima es más baja.",
        },
      },
      // The deductibles are dollar amounts, the same in both languages.
      options: { deductible: englishWords.lines.home.options.deductible },
      units: { roofAge: "años" },
      reference: `Una vivienda construida de ${from("home", "yearBuilt", 3)} a ${to("home", "yearBuilt", 3)} con un valor de reconstrucción de ${formatUsd(from("home", "rebuildValue", 2))} a ${formatUsd(to("home", "rebuildValue", 2))}, un techo de ${from("home", "roofAge", 1)} a ${to("home", "roofAge", 1)} años, sin reclamos en 5 años y un deducible de ${formatUsd(Number(rating.home.reference.answers.deductible))}, en el área de código postal ${referenceArea}.`,
      rangeReason:
        "La construcción de su vivienda, su distancia a una estación de bomberos y su dirección exacta se revisan solo en una cotización.",
      recommendation: `el primer plan cuyo límite de vivienda cubre el valor de reconstrucción: ${Object.entries(
        dwellingLimits,
      )
        .map(
          ([name, amount]) =>
            `${planByEnglish("home", name)} hasta ${formatUsd(amount)}`,
        )
        .join(", ")}.`,
    },
    life: {
      plans: planNames("life"),
      factors: {
        age: {
          label: "Edad",
          explanation:
            "La probabilidad de un reclamo en cualquier año aumenta con la edad, y una póliza comprada más joven mantiene su precio.",
        },
        tobacco: {
          label: "Tabaco o nicotina",
          explanation:
            "El tabaco acorta la esperanza de vida más que cualquier otro hábito; los fumadores suelen pagar de dos a tres veces más.",
        },
        health: {
          label: "Su salud según usted",
          explanation:
            "Su salud decide la clase en la que lo coloca un suscriptor; la cotización la confirma con un cuestionario y, a veces, un examen.",
        },
        coverageAmount: {
          label: "Monto de cobertura",
          explanation: `Una cuarta parte del precio de cada plan es el costo de emitir y mantener la póliza, igual sea cual sea el monto; el resto crece con el monto de cobertura. Los precios publicados son para el beneficio por fallecimiento que muestra cada tarjeta de plan (${amounts("life", life.deathBenefits)}).`,
        },
        coverageLength: {
          label: "Duración de la cobertura",
          explanation: `Un plazo más largo cubre años de mayor edad, cuando los reclamos son más probables. Solo afecta al plan ${life.term}, que calcula "De por vida" como su plazo más largo, 30 años.`,
        },
      },
      options: {
        tobacco: { no: "No", yes: "Sí" },
        health: {
          excellent: "Excelente",
          "very-good": "Muy buena",
          good: "Buena",
          fair: "Regular",
        },
        coverageLength: {
          "10": "10 años",
          "20": "20 años",
          "30": "30 años",
          life: "De por vida",
        },
      },
      units: {},
      reference: `Una persona de ${from("life", "age", 2)} a ${to("life", "age", 2)} años con muy buena salud que no ha usado tabaco en 12 meses y compra el beneficio por fallecimiento que muestra la tarjeta del plan; para el plan ${life.term}, un plazo de ${rating.life.reference.answers.coverageLength} años.`,
      rangeReason:
        "La clase de salud que le asigna un suscriptor después de un cuestionario, y a veces de un examen médico, es lo que más puede cambiar el precio.",
      recommendation: `${life.term} cuando necesita cobertura por un número fijo de años; de por vida, ${life.universal} desde ${formatUsd(life.deathBenefits[rating.life.plans[2]!.name]!)} de cobertura (primas flexibles para patrimonios más grandes); en los demás casos, ${life.whole}.`,
    },
    health: {
      plans: planNames("health"),
      factors: {
        zip: {
          label: "Dónde vive",
          explanation:
            "Las normas federales permiten que los precios de salud varíen por área de tarifas: el costo de la atención médica cambia de un lugar a otro.",
        },
        ages: {
          label: "Edades y número de personas cubiertas",
          explanation: `Cada persona paga según su edad en la curva de edad federal predeterminada, con respecto a un adulto de ${HEALTH_REFERENCE_AGE} años, y el precio de una familia es la suma de los precios de sus miembros. Solo se cobra a los ${healthChildren.charged} hijos mayores menores de ${healthChildren.under} años (tarifas familiares federales).`,
        },
        tobaccoUsers: {
          label: "Uso de tabaco",
          explanation: `La parte del precio de cada persona que usa tabaco se multiplica por ${HEALTH_TOBACCO_SURCHARGE}; las normas federales permiten como máximo ${HEALTH_TOBACCO_LIMIT}, y algunos estados permiten menos o ningún recargo. Contamos a quienes usan tabaco entre las personas de mayor edad de ${HEALTH_ADULT} años o más, lo que da la cifra más alta.`,
        },
      },
      options: {},
      units: {},
      reference: `Un adulto de ${HEALTH_REFERENCE_AGE} años que no usa tabaco, en el área de código postal ${referenceArea}.`,
      rangeReason:
        "Las normas federales fijan los factores de un precio de salud, así que solo su área de tarifas exacta y la tarifa propia del plan pueden cambiarlo.",
      recommendation: `${plan("health", 0)} cuando todas las personas cubiertas tienen menos de ${HEALTH_YOUNG} años (la prima más baja, elegible para una HSA); ${plan("health", 2)} cuando alguien tiene ${HEALTH_OLDER} años o más (el deducible más bajo, para afiliados que van al médico con frecuencia); en los demás casos, ${plan("health", 1)}, el que eligen la mayoría de los afiliados.`,
    },
    travel: {
      plans: planNames("travel"),
      factors: {
        tripCost: {
          label: "Costo del viaje por viajero",
          explanation: `La cancelación de viaje le devuelve lo que pagó por adelantado, así que cubrir un viaje más caro cuesta más. Cada plan toma en cuenta el costo hasta su propio límite de cancelación (${amounts("travel", travel.limits)}).`,
        },
        tripDays: {
          label: "Duración del viaje",
          explanation: `Los precios publicados cubren un viaje de hasta ${SHORT_TRIP_DAYS} días; un viaje más largo está más tiempo expuesto a enfermedades, retrasos y pérdidas.`,
        },
        ages: {
          label: "Viajeros y sus edades",
          explanation: `Cada viajero paga según su edad, porque los costos médicos de emergencia aumentan con la edad, y el precio del viaje es la suma. Los menores de ${travel.childrenUnder} años viajan gratis con un viajero de ${travel.childrenUnder} años o más.`,
        },
      },
      options: {},
      units: { tripDays: "días" },
      reference: `Un viajero de ${travel.childrenUnder} a ${to("travel", "ages", 0)} años en un viaje de hasta ${SHORT_TRIP_DAYS} días que cuesta de ${formatUsd(from("travel", "tripCost", 2))} a ${formatUsd(to("travel", "tripCost", 2))}.`,
      rangeReason:
        "Su destino y las fechas de su reserva se revisan solo cuando compra.",
      recommendation: `${travel.premium} cuando el viaje cuesta por viajero más que el límite de cancelación de ${travel.comprehensive}, ${formatUsd(travel.comprehensiveLimit)}; ${travel.essential} para un viaje de menos de ${formatUsd(CHEAP_TRIP)} por viajero y de hasta ${SHORT_TRIP_DAYS} días; en los demás casos, ${travel.comprehensive}, nuestro plan más popular.`,
    },
  },
  zipAreaStates: [
    "Connecticut, Maine, Massachusetts, Nuevo Hampshire, Nueva Jersey, Rhode Island, Vermont",
    "Delaware, Nueva York, Pensilvania",
    "Distrito de Columbia, Maryland, Carolina del Norte, Carolina del Sur, Virginia, Virginia Occidental",
    "Alabama, Florida, Georgia, Misisipi, Tennessee",
    "Indiana, Kentucky, Michigan, Ohio",
    "Iowa, Minnesota, Montana, Dakota del Norte, Dakota del Sur, Wisconsin",
    "Illinois, Kansas, Misuri, Nebraska",
    "Arkansas, Luisiana, Oklahoma, Texas",
    "Arizona, Colorado, Idaho, Nevada, Nuevo México, Utah, Wyoming",
    "Alaska, California, Hawái, Oregon, Washington",
  ],
  ageCurveSource:
    "Curva de edad estándar federal predeterminada (CMS, Market Rating Reforms; 45 CFR 147.102)",
  effectiveDate: formatDisplayDate(ratingEffectiveDate, "es"),
  terms: {
    notAnOffer:
      "Un cálculo no es una oferta de cobertura. Es nuestra tabla de tarifas publicada aplicada a sus respuestas. Ofrecemos una póliza solo después de que un agente revisa los datos y aceptamos su solicitud, y el precio que ofrecemos entonces es el que cuenta.",
    whatCouldChangeHeading: "Lo que podría cambiar el precio final",
    whatCouldChange: [
      "Datos que no le preguntamos: su historial de manejo y de reclamos según nos lo reportan, la marca y el modelo de su vehículo, la construcción de su vivienda y, para la cobertura de vida, un cuestionario de salud y a veces un examen médico.",
      "Su dirección exacta: el cálculo usa el primer dígito de su código postal; una cotización calcula el precio de su territorio de tarifas exacto.",
      "Las normas de su estado: cada estado aprueba nuestras tarifas, y algunos limitan o prohíben factores que usamos aquí (por ejemplo, la edad o el tabaco).",
      "Las opciones que elija con su agente: deducibles, cláusulas adicionales, descuentos y la forma de pago.",
      "Planes de salud: el plan exacto y su tarifa en su área de tarifas. Los créditos fiscales para la prima, si usted califica, reducen lo que paga; el cálculo no los incluye.",
      `Nuestras tarifas: esta tabla entró en vigor el ${formatDisplayDate(ratingEffectiveDate, "es")}; una cotización usa las tarifas vigentes cuando usted presenta su solicitud.`,
    ],
    dollarsRule:
      "Cuánto cambió el precio cada respuesta se cuenta en el orden de las preguntas: el cambio que el multiplicador de esa respuesta hace en el precio hasta ese punto, en dólares enteros. Las cantidades suman la diferencia entre el precio publicado y su precio.",
    rangeRule:
      "El cálculo es un rango: el precio calculado menos y más el ancho publicado para ese seguro, con cada extremo redondeado a dólares enteros.",
    priceRule:
      "El precio de un plan es su precio publicado multiplicado por el multiplicador de cada una de sus respuestas, redondeado a dólares enteros.",
  },
  businessNote: `${company.name} calcula el precio de la cobertura comercial para cada negocio, así que el cálculo hace algunas preguntas y se las pasa a un agente, que le envía una cotización.`,
};
