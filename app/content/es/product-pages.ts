import type * as english from "../product-pages.ts";
import {
  productPages as en,
  type Plan,
  type PlansSection,
  type ProductPage,
} from "../product-pages.ts";
import type { IconCard, LinkItem, ProductLine } from "../shared.ts";
import { company } from "./company.ts";
import { estimateAction, productsOverview, quoteAction } from "./products.ts";

/**
 * The six product pages in Spanish (../product-pages.ts). Prices, periods,
 * icons, images, hrefs, plan order and the calculator's figures are the
 * English pages'; only the words are written here.
 */
export const productPageText: typeof english.productPageText = {
  popularBadge: productsOverview.popularBadge,
  deductible: "Deducible",
  perPeriod: { month: "mes", trip: "viaje" },
  planContext: (planName) => `del plan ${planName}`,
  incomeRange: (min, max) => `De ${min} a ${max}`,
  samplePrices: {
    text: "Los precios que mostramos son precios iniciales para un perfil de ejemplo. Lo que usted paga depende de dónde vive, a quién cubre y lo que elige.",
    link: "Obtenga un cálculo con sus propias respuestas",
  },
};

type CardWords = Omit<IconCard, "icon">;
type PlanWords = Pick<Plan, "name" | "description" | "features"> & {
  coverage?: readonly string[][];
};

/** Cards with the English cards' icons, in their order. */
const cards = (source: readonly IconCard[], words: readonly CardWords[]) =>
  source.map((card, index) => ({ icon: card.icon, ...words[index]! }));

/** A plans section with the English plans' prices, periods and flags. */
function plans(
  source: PlansSection,
  words: Pick<PlansSection, "heading" | "intro" | "ctaLabel"> & {
    plans: readonly [PlanWords, PlanWords, PlanWords];
  },
): PlansSection {
  const [a, b, c] = source.plans.map((plan, index) => {
    const { coverage, ...text } = words.plans[index]!;
    return {
      ...plan,
      ...text,
      ...(plan.coverage && {
        coverage: plan.coverage.map((limit, row) => ({
          label: coverage![row]![0]!,
          value: coverage![row]![1]!,
        })),
      }),
    };
  }) as [Plan, Plan, Plan];
  return {
    ...source,
    heading: words.heading,
    intro: words.intro,
    ctaLabel: words.ctaLabel,
    plans: [a, b, c],
  };
}

/** The hero with the English hero's image (its alt text in Spanish) and its buttons' hrefs. */
function hero(
  line: ProductLine,
  words: {
    eyebrow: string;
    title: string;
    subtitle: string;
    actions: readonly string[];
    imageAlt: string;
  },
): ProductPage["hero"] {
  const source = en[line].hero;
  return {
    eyebrow: words.eyebrow,
    title: words.title,
    subtitle: words.subtitle,
    actions: source.actions.map((action, index): LinkItem => ({
      href: action.href,
      label: words.actions[index]!,
    })),
    image: { ...source.image, alt: words.imageAlt },
  };
}

const meta = (line: ProductLine, name: string, description: string) => ({
  ...en[line].meta,
  title: `${name} | ${company.name}`,
  description,
});

// The heroes that lead to the online estimate name it as the glossary does
// ("Calcule su precio"); those that lead to /contact ask an agent for a
// quote ("Obtenga una cotización": docs/spanish-glossary.md).
const quote = estimateAction("home").label;
const agentQuote = quoteAction.label;

const home: ProductPage = {
  line: "home",
  meta: meta(
    "home",
    "Seguro de hogar",
    "Planes de seguro de hogar desde $65 al mes, con cobertura de vivienda, bienes personales y responsabilidad civil, y un proceso de reclamos sencillo en cuatro pasos.",
  ),
  hero: hero("home", {
    eyebrow: "Seguro de hogar",
    title: "Proteja el lugar al que llama hogar",
    subtitle:
      "Cobertura completa para su casa, sus pertenencias y su responsabilidad civil personal, con opciones a costo de reposición y un equipo de reclamos que responde las 24 horas del día.",
    actions: [quote],
    imageAlt: "Ilustración de una casa rodeada por un escudo protector",
  }),
  coverage: {
    heading: "Qué cubre el seguro de hogar",
    intro:
      "Una póliza estándar protege la estructura de su casa, lo que hay dentro y a usted, si alguien se lesiona en su propiedad. Elija los límites adecuados para su hogar y agregue cláusulas adicionales para los riesgos de la zona donde vive.",
    cards: cards(en.home.coverage.cards, [
      {
        title: "Cobertura de vivienda",
        description:
          "Repara o reconstruye la estructura de su casa, incluidos el techo, las paredes, los pisos y los sistemas empotrados, después de una pérdida cubierta como un incendio, un vendaval, granizo o un rayo.",
      },
      {
        title: "Otras estructuras",
        description:
          "Protege garajes independientes, cobertizos, cercas, entradas de autos y casas de huéspedes en su propiedad contra los mismos riesgos cubiertos que su casa.",
      },
      {
        title: "Bienes personales",
        description:
          "Cubre muebles, aparatos electrónicos, ropa y otras pertenencias en su casa o mientras viaja, con cobertura a costo de reposición disponible en todos los planes.",
      },
      {
        title: "Responsabilidad civil personal",
        description:
          "Paga los gastos de defensa legal y los daños si alguien se lesiona en su propiedad o si usted daña por accidente la propiedad de otra persona.",
      },
      {
        title: "Gastos adicionales de vivienda",
        description:
          "Cubre el hotel, las comidas y otros gastos adicionales cuando una pérdida cubierta deja su casa inhabitable mientras se hacen las reparaciones.",
      },
      {
        title: "Pagos médicos a terceros",
        description:
          "Paga gastos médicos razonables de las visitas que se lesionen en su casa, sin importar quién tuvo la culpa, y lo ayuda a evitar una demanda.",
      },
    ]),
  },
  features: {
    heading: `Por qué los propietarios eligen ${company.name}`,
    items: [
      "Cobertura a costo de reposición para su casa y sus pertenencias",
      "Combine hogar y auto y ahorre hasta un 25%",
      "Reporte de reclamos 24/7 por teléfono o en línea",
      "Cláusulas opcionales de inundación, terremoto y reflujo de agua",
      "Cobertura detallada para joyas, obras de arte y artículos de colección",
      "Descuentos por sistemas de seguridad monitoreados y techos nuevos",
    ],
  },
  plans: plans(en.home.plans!, {
    heading: "Elija su plan de hogar",
    intro:
      "Tres planes con los límites que necesitan la mayoría de los propietarios. Cada plan se puede adaptar con cláusulas adicionales y un deducible acorde a su presupuesto.",
    ctaLabel: quote,
    plans: [
      {
        name: "Esencial",
        description:
          "Protección sólida para condominios, casas más pequeñas y quienes compran su primera vivienda.",
        coverage: [
          ["Vivienda", "Hasta $250,000"],
          ["Responsabilidad civil", "$100,000"],
        ],
        features: [
          "Cobertura de vivienda hasta $250,000",
          "Responsabilidad civil personal de $100,000",
          "Cobertura de bienes personales",
          "Gastos adicionales de vivienda",
          "Reporte de reclamos 24/7",
        ],
      },
      {
        name: "Integral",
        description:
          "Nuestro plan más elegido, con límites más altos y cobertura a costo de reposición.",
        coverage: [
          ["Vivienda", "Hasta $500,000"],
          ["Responsabilidad civil", "$300,000"],
        ],
        features: [
          "Cobertura de vivienda hasta $500,000",
          "Responsabilidad civil personal de $300,000",
          "Costo de reposición para bienes personales",
          "Cobertura por reflujo de agua",
          "Restauración en caso de robo de identidad",
        ],
      },
      {
        name: "Superior",
        description:
          "Máxima protección para casas más grandes y pertenencias de alto valor.",
        coverage: [
          ["Vivienda", "Hasta $1,000,000"],
          ["Responsabilidad civil", "$500,000"],
        ],
        features: [
          "Cobertura de vivienda hasta $1,000,000",
          "Responsabilidad civil personal de $500,000",
          "Costo de reposición ampliado para su casa",
          "Cobertura detallada para joyas y obras de arte",
          "Especialista en reclamos dedicado",
        ],
      },
    ],
  }),
  extra: {
    kind: "claims-process",
    heading: "Nuestro proceso de reclamos sencillo",
    intro:
      "Cuando algo sale mal en casa, le facilitamos volver a la normalidad. La mayoría de los reclamos de hogar siguen cuatro pasos.",
    steps: [
      {
        title: "Reporte su reclamo",
        description:
          "Presente su reclamo en línea o llámenos a cualquier hora del día o de la noche. Cuéntenos qué pasó y comparta fotos de los daños si es seguro tomarlas.",
      },
      {
        title: "Conozca a su ajustador",
        description:
          "Un ajustador autorizado se comunica con usted, por lo general en un día hábil, y programa una inspección en persona o por video.",
      },
      {
        title: "Revise su estimado",
        description:
          "Su ajustador le explica qué cubre su póliza y acuerda con usted un estimado de reparación. Puede elegir su propio contratista o uno de nuestra red.",
      },
      {
        title: "Reciba el pago y reconstruya",
        description:
          "El pago se emite por depósito directo o cheque. El 95% de nuestros reclamos se paga en un plazo de 7 días, así que las reparaciones pueden empezar antes.",
      },
    ],
    action: {
      href: (en.home.extra as { action: LinkItem }).action.href,
      label: "Presentar un reclamo",
    },
  },
};

const auto: ProductPage = {
  line: "auto",
  meta: meta(
    "auto",
    "Seguro de auto",
    "Planes de seguro de auto desde $45 al mes, con responsabilidad civil, choque y protección integral, asistencia en carretera 24/7 y descuentos por manejar con prudencia.",
  ),
  hero: hero("auto", {
    eyebrow: "Seguro de auto",
    title: "Un seguro de auto que lo acompaña en todo el camino",
    subtitle:
      "Cobertura confiable para su trayecto diario y su próximo viaje por carretera, con asistencia en carretera 24/7, perdón de accidentes y descuentos que premian el manejo prudente.",
    actions: [quote],
    imageAlt: "Ilustración de un auto que avanza por una carretera con curvas",
  }),
  coverage: {
    heading: "Opciones de cobertura para cada conductor",
    intro:
      "Empiece con la cobertura de responsabilidad civil que exige su estado y agregue la protección que se adapte a su vehículo, a su presupuesto y a su forma de manejar.",
    cards: cards(en.auto.coverage.cards, [
      {
        title: "Cobertura de responsabilidad civil",
        description:
          "Paga las lesiones y los daños a la propiedad que usted cause a otros en un accidente, incluidos los gastos de defensa legal. Obligatoria en casi todos los estados.",
      },
      {
        title: "Cobertura de choque",
        description:
          "Repara o reemplaza su vehículo después de un choque con otro auto o con un objeto, sin importar quién tuvo la culpa.",
      },
      {
        title: "Protección integral (comprehensive)",
        description:
          "Protege contra robo, vandalismo, incendio, inundación, granizo, caída de objetos y choques con animales.",
      },
      {
        title: "Conductor sin seguro o con seguro insuficiente",
        description:
          "Cubre sus lesiones y los daños a su vehículo cuando el conductor culpable no tiene seguro o tiene muy poco para pagar el costo total.",
      },
      {
        title: "Protección contra lesiones personales",
        description:
          "Paga los gastos médicos, los salarios perdidos y los servicios esenciales para usted y sus pasajeros después de un accidente, sin importar quién tuvo la culpa.",
      },
      {
        title: "Asistencia en carretera",
        description:
          "Remolque, arranque de batería, cambio de llantas ponchadas, entrega de combustible y apertura de puertas, las 24 horas del día, los 7 días de la semana.",
      },
    ]),
  },
  features: {
    heading: `Por qué los conductores eligen ${company.name}`,
    items: [
      "Perdón de accidentes después de cinco años sin reclamos",
      "Descuentos por conductor prudente, por varios autos y por buen estudiante",
      "Combine auto y hogar y ahorre hasta un 25%",
      "Reembolso de auto de alquiler mientras reparan el suyo",
      "Reemplazo por un auto nuevo para vehículos de menos de dos años",
      "Tarjetas de identificación digitales y reporte de reclamos 24/7",
    ],
  },
  plans: plans(en.auto.plans!, {
    heading: "Elija su plan de auto",
    intro:
      "Los límites de responsabilidad civil se muestran como lesiones corporales por persona / lesiones corporales por accidente / daños a la propiedad, en miles de dólares.",
    ctaLabel: quote,
    plans: [
      {
        name: "Básico",
        description:
          "Cumple los requisitos mínimos de responsabilidad civil de la mayoría de los estados a un precio económico.",
        coverage: [["Límites de responsabilidad civil", "25/50/25"]],
        features: [
          "Límites de responsabilidad civil de 25/50/25",
          "Cobertura de conductor sin seguro",
          "Protección contra lesiones personales donde se exige",
          "Reporte de reclamos 24/7",
        ],
      },
      {
        name: "Estándar",
        description:
          "Protección equilibrada para su vehículo y sus ahorros, elegida por la mayoría de los conductores.",
        coverage: [["Límites de responsabilidad civil", "100/300/100"]],
        features: [
          "Límites de responsabilidad civil de 100/300/100",
          "Cobertura de choque y protección integral",
          "Asistencia en carretera 24/7",
          "Reembolso de auto de alquiler",
          "Perdón de accidentes",
        ],
      },
      {
        name: "Superior",
        description:
          "Límites altos y beneficios adicionales para los conductores que quieren la máxima tranquilidad.",
        coverage: [["Límites de responsabilidad civil", "250/500/250"]],
        features: [
          "Límites de responsabilidad civil de 250/500/250",
          "Choque y protección integral con deducibles bajos",
          "Reemplazo por un auto nuevo",
          "Cobertura GAP para vehículos arrendados y financiados",
          "Asistencia en carretera superior con remolque de hasta 100 millas",
        ],
      },
    ],
  }),
  extra: {
    kind: "state-requirements",
    heading: "Requisitos de seguro de cada estado",
    intro: `Cada estado fija sus propias reglas sobre la cobertura que deben tener los conductores. ${company.name} está ${company.licensing}, y cada póliza que emitimos cumple o supera los requisitos del estado donde está registrado su auto.`,
    requirements: cards(
      (en.auto.extra as { requirements: readonly IconCard[] }).requirements,
      [
        {
          title: "Seguro de responsabilidad civil",
          description:
            "Casi todos los estados exigen responsabilidad civil por lesiones corporales y daños a la propiedad, con límites mínimos que varían de un estado a otro.",
        },
        {
          title: "Protección contra lesiones personales",
          description:
            "Los estados sin culpa (no-fault) exigen la PIP, que paga sus propios gastos médicos después de un accidente, sin importar quién lo causó.",
        },
        {
          title: "Cobertura de conductor sin seguro",
          description:
            "Unos 20 estados y DC exigen la cobertura de conductor sin seguro, y muchos otros obligan a las aseguradoras a ofrecerla.",
        },
        {
          title: "Prueba de seguro",
          description:
            "Los conductores deben llevar en el vehículo una prueba de su cobertura. Nuestras tarjetas de identificación digitales se aceptan en todos los estados que permiten la prueba electrónica.",
        },
      ],
    ),
    noFaultHeading: "Estados sin culpa (no-fault)",
    noFaultStates: [
      "Florida",
      "Hawái",
      "Kansas",
      "Kentucky",
      "Massachusetts",
      "Michigan",
      "Minnesota",
      "Nueva Jersey",
      "Nueva York",
      "Dakota del Norte",
      "Pensilvania",
      "Utah",
    ],
    note: "Los requisitos mínimos cambian de vez en cuando. Su agente le confirmará los requisitos vigentes en su estado antes de que comience su póliza.",
  },
};

const healthExtra = en.health.extra as english.ProviderNetworkSection;

const health: ProductPage = {
  line: "health",
  meta: meta(
    "health",
    "Seguro de salud",
    "Planes de salud Bronze, Silver y Gold con más de 5,000 hospitales y 50,000 proveedores, atención preventiva cubierta al 100% y programas de bienestar.",
  ),
  hero: hero("health", {
    eyebrow: "Seguro de salud",
    title: "Cobertura de salud para cada etapa de la vida",
    subtitle:
      "Planes individuales y familiares con una red nacional de más de 5,000 hospitales y 50,000 proveedores, atención preventiva cubierta al 100% y la mayoría de los reclamos procesados en 48 horas.",
    actions: [quote],
    imageAlt: "Ilustración de una médica que recibe a una familia",
  }),
  coverage: {
    heading: "Qué cubren nuestros planes de salud",
    intro:
      "Todos los planes incluyen beneficios de salud esenciales, desde los chequeos de rutina hasta las hospitalizaciones, para que reciba la atención que necesita sin preocuparse por la factura.",
    cards: cards(en.health.coverage.cards, [
      {
        title: "Consultas médicas",
        description:
          "Consultas de atención primaria y con especialistas, en persona o por telemedicina, con copagos previsibles en los planes Silver y Gold.",
      },
      {
        title: "Atención hospitalaria",
        description:
          "Hospitalizaciones, cirugías y atención de emergencia en miles de hospitales de la red en todo el país.",
      },
      {
        title: "Medicamentos recetados",
        description:
          "Cobertura de medicamentos genéricos, de marca y especializados, con envío a domicilio para los medicamentos de uso continuo.",
      },
      {
        title: "Atención preventiva",
        description:
          "Los chequeos anuales, las pruebas de detección y las vacunas recomendadas están cubiertos al 100% dentro de la red, sin copago ni deducible.",
      },
      {
        title: "Salud mental",
        description:
          "Terapia, consejería y atención psiquiátrica cubiertas en las mismas condiciones que la atención de la salud física, incluidas las sesiones virtuales.",
      },
      {
        title: "Atención de maternidad y del recién nacido",
        description:
          "Consultas prenatales, parto y atención de su bebé, además de apoyo para la lactancia y chequeos posparto.",
      },
    ]),
  },
  features: {
    heading: "Beneficios incluidos en todos los planes de salud",
    items: [
      "Atención preventiva cubierta al 100% dentro de la red",
      "Más de 5,000 hospitales y 50,000 proveedores en todo el país",
      "La mayoría de los reclamos procesados en 48 horas",
      "Consultas de telemedicina y línea de enfermería 24/7",
      "Coberturas dentales y de la vista opcionales",
      "Plan Bronze compatible con una HSA",
    ],
  },
  plans: plans(en.health.plans!, {
    heading: "Elija su plan de salud",
    intro:
      "Los tres planes cubren los mismos beneficios esenciales. Se diferencian en cómo comparte usted los costos: una prima más baja con un deducible más alto, o al revés.",
    ctaLabel: quote,
    plans: [
      {
        name: "Bronze",
        description:
          "Primas mensuales bajas y protección frente a los gastos médicos mayores.",
        features: [
          "Deducible anual de $6,000",
          "Atención preventiva cubierta al 100%",
          "Consultas de telemedicina sin costo",
          "Medicamentos genéricos desde $15",
          "Compatible con una HSA",
        ],
      },
      {
        name: "Silver",
        description:
          "Un equilibrio entre el costo mensual y el ahorro en gastos de bolsillo, elegido por la mayoría de los afiliados.",
        features: [
          "Deducible anual de $3,500",
          "Atención preventiva cubierta al 100%",
          "Copago de $30 en atención primaria",
          "Copago de $60 con especialistas",
          "Medicamentos genéricos desde $10",
        ],
      },
      {
        name: "Gold",
        description:
          "Deducible y copagos bajos para los afiliados que van al médico con frecuencia.",
        features: [
          "Deducible anual de $1,500",
          "Atención preventiva cubierta al 100%",
          "Copago de $20 en atención primaria",
          "Copago de $40 con especialistas",
          "Medicamentos genéricos desde $5",
        ],
      },
    ],
  }),
  extra: {
    kind: "provider-network",
    heading: "Una red nacional de proveedores",
    intro:
      "Nuestra red incluye más de 5,000 hospitales y 50,000 proveedores, desde médicos de familia hasta especialistas destacados, para que tenga atención de calidad cerca de casa y dondequiera que viaje dentro de los Estados Unidos.",
    stats: [
      { value: "5,000+", label: "Hospitales en la red" },
      { value: "50,000+", label: "Médicos y especialistas" },
      { value: "48 horas", label: "Para procesar la mayoría de los reclamos" },
      { value: "100%", label: "De la atención preventiva cubierta" },
    ],
    highlights: [
      "Busque en el directorio de proveedores por especialidad, idioma y ubicación",
      "Sin necesidad de referido para ver a un especialista de la red en los planes Silver y Gold",
      "Atención de emergencia cubierta con las tarifas de la red en cualquier hospital",
      "La mayoría de los reclamos procesados en 48 horas",
    ],
    wellness: {
      heading: "Programas de bienestar",
      intro:
        "Mantenerse sano es más fácil con apoyo. Todos los afiliados pueden unirse a nuestros programas de bienestar sin costo adicional.",
      programs: cards(healthExtra.wellness.programs, [
        {
          title: "Recompensas por actividad física",
          description:
            "Gane recompensas por mantenerse activo y ahorre en membresías de miles de gimnasios participantes.",
        },
        {
          title: "Asesoría en nutrición",
          description:
            "Sesiones individuales con dietistas titulados para crear hábitos de alimentación saludables que duren.",
        },
        {
          title: "Bienestar emocional",
          description:
            "Sesiones de consejería confidenciales, cursos para manejar el estrés y una línea de apoyo 24/7.",
        },
        {
          title: "Apoyo para enfermedades crónicas",
          description:
            "Coordinadores de atención personal para la diabetes, el asma, las enfermedades del corazón y otras afecciones continuas.",
        },
        {
          title: "Pruebas de salud anuales",
          description:
            "Pruebas biométricas y evaluaciones de salud que lo ayudan a detectar riesgos a tiempo, cubiertas al 100%.",
        },
        {
          title: "Programa para dejar el tabaco",
          description:
            "Asesoría y medicamentos cubiertos para ayudarlo a dejar de fumar o de vapear para siempre.",
        },
      ]),
    },
  },
};

const lifeExtra = en.life.extra as english.CoverageCalculatorSection;

const life: ProductPage = {
  line: "life",
  meta: meta(
    "life",
    "Seguro de vida",
    "Seguro de vida a término, entera y universal desde $25 al mes. Calcule la cobertura que necesita su familia con nuestra calculadora de 10 veces su ingreso.",
  ),
  hero: hero("life", {
    eyebrow: "Seguro de vida",
    title: "Un seguro de vida que protege lo que más le importa",
    subtitle:
      "Dé a su familia seguridad económica con una cobertura de vida a término, entera o universal. Solicitudes sencillas, respuestas claras y una cobertura que a menudo entra en vigor dentro de las 24 horas siguientes a la aprobación.",
    actions: [quote],
    imageAlt: "Ilustración de un padre, una madre y un niño tomados de la mano",
  }),
  coverage: {
    heading: "Opciones de seguro de vida",
    intro:
      "Ya sea que necesite una protección económica para los años en que su familia depende de usted o una cobertura de por vida que acumule valor, tenemos una póliza a su medida.",
    cards: cards(en.life.coverage.cards, [
      {
        title: "Vida a término",
        description:
          "Cobertura económica durante un período fijo de 10, 20 o 30 años, ideal mientras cría a sus hijos o paga una hipoteca.",
      },
      {
        title: "Vida entera",
        description:
          "Cobertura de por vida con primas fijas y un valor en efectivo garantizado que crece con impuestos diferidos.",
      },
      {
        title: "Vida universal",
        description:
          "Cobertura permanente con primas flexibles y un beneficio por fallecimiento que puede ajustar a medida que cambian sus necesidades.",
      },
      {
        title: "Beneficios en vida",
        description:
          "Reciba por adelantado parte de su beneficio por fallecimiento si le diagnostican una enfermedad terminal, crónica o grave.",
      },
    ]),
  },
  features: {
    heading: "Por qué las familias eligen nuestro seguro de vida",
    items: [
      "Cobertura a menudo vigente dentro de las 24 horas siguientes a la aprobación; es posible el mismo día",
      "Muchos solicitantes aprobados sin examen médico",
      "Convierta su cobertura a término en permanente sin un nuevo examen",
      "Cláusula de beneficio por fallecimiento acelerado incluida sin costo adicional",
      "Un equipo dedicado que acompaña a los beneficiarios en sus reclamos",
      "Primas fijas durante todo el plazo",
    ],
  },
  plans: plans(en.life.plans!, {
    heading: "Elija su plan de vida",
    intro:
      "Los precios son primas mensuales de ejemplo para una persona sana de 35 años que no fuma. Su precio depende de su edad, su salud y la cobertura que elija.",
    ctaLabel: quote,
    plans: [
      {
        name: "A término",
        description:
          "Protección económica para los años en que su familia más la necesita.",
        coverage: [
          ["Beneficio por fallecimiento", "$250,000"],
          ["Plazo", "20 años"],
        ],
        features: [
          "Beneficio por fallecimiento de $250,000",
          "Plazo de 20 años con prima nivelada",
          "Convertible en cobertura permanente",
          "Cláusula de beneficio por fallecimiento acelerado",
        ],
      },
      {
        name: "Vida entera",
        description:
          "Cobertura de por vida con valor en efectivo garantizado, elegida por la mayoría de las familias.",
        coverage: [["Beneficio por fallecimiento", "$500,000"]],
        features: [
          "Beneficio por fallecimiento de $500,000",
          "Cobertura durante toda su vida",
          "Crecimiento garantizado del valor en efectivo",
          "Primas fijas que nunca aumentan",
          "Acceso a préstamos sobre la póliza",
        ],
      },
      {
        name: "Vida universal",
        description:
          "Cobertura permanente y flexible para la planificación patrimonial y necesidades mayores.",
        coverage: [["Beneficio por fallecimiento", "$1,000,000"]],
        features: [
          "Beneficio por fallecimiento de $1,000,000",
          "Primas y beneficio por fallecimiento flexibles",
          "Valor en efectivo que acumula intereses",
          "Apoyo para la planificación patrimonial",
          "Asesor de póliza dedicado",
        ],
      },
    ],
  }),
  extra: {
    ...lifeExtra,
    heading: "¿Cuánta cobertura necesita?",
    intro:
      "Una regla práctica común es tener un seguro de vida por 10 veces su ingreso anual. Escriba su ingreso para ver un punto de partida y luego hable con un agente sobre sus deudas, los gastos de educación y otras metas.",
    incomeLabel: "Su ingreso anual",
    resultLabel: "Cobertura sugerida",
    disclaimer:
      "Este cálculo usa la regla de 10 veces el ingreso anual y es solo orientativo. Sus necesidades reales dependen de sus deudas, sus ahorros, sus dependientes y sus gastos futuros.",
  },
};

const businessExtra = en.business.extra as english.IndustriesSection;

const business: ProductPage = {
  line: "business",
  meta: meta(
    "business",
    "Seguro para negocios",
    "Coberturas de responsabilidad civil, propiedad, compensación laboral y riesgos cibernéticos para pequeños negocios, y beneficios colectivos para equipos de 10 o más.",
  ),
  hero: hero("business", {
    eyebrow: "Seguro para negocios",
    title: "Un seguro pensado para los pequeños negocios",
    subtitle:
      "Proteja su propiedad, a su gente y su sustento con una cobertura adaptada a su industria, desde un solo local hasta un equipo que crece.",
    actions: [agentQuote, "Hable con un especialista"],
    imageAlt: "Ilustración de una comerciante frente a su pequeño negocio",
  }),
  coverage: {
    heading: "Cobertura para su negocio",
    intro:
      "Arme la protección que necesita su negocio con las coberturas de abajo, o deje que un especialista las reúna en una póliza para propietarios de negocios (BOP) a un precio conjunto más bajo.",
    cards: cards(en.business.coverage.cards, [
      {
        title: "Responsabilidad civil general",
        description:
          "Cubre las lesiones de clientes, los daños a la propiedad de otros y los reclamos por publicidad, incluidos los gastos de defensa legal.",
      },
      {
        title: "Propiedad comercial",
        description:
          "Protege su edificio, sus equipos, su inventario y sus muebles contra incendios, robos, tormentas y vandalismo.",
      },
      {
        title: "Compensación laboral",
        description:
          "Paga los gastos médicos y los salarios perdidos de los empleados que se lesionan en el trabajo, como exige la mayoría de los estados.",
      },
      {
        title: "Responsabilidad civil profesional",
        description:
          "También llamada de errores y omisiones, cubre los reclamos de que su asesoría o sus servicios causaron una pérdida económica a un cliente.",
      },
      {
        title: "Responsabilidad civil cibernética",
        description:
          "Cubre el costo de las filtraciones de datos, los ataques de ransomware, la notificación a los clientes y el monitoreo de crédito.",
      },
      {
        title: "Interrupción del negocio",
        description:
          "Reemplaza los ingresos perdidos y paga los gastos continuos cuando una pérdida cubierta lo obliga a cerrar temporalmente.",
      },
    ]),
  },
  extra: {
    kind: "industries",
    heading: "Industrias que atendemos",
    intro:
      "Nuestros especialistas entienden los riesgos de su oficio y adaptan la cobertura a su forma de trabajar.",
    industries: cards(businessExtra.industries, [
      {
        title: "Comercio minorista",
        description:
          "Tiendas, boutiques y vendedores en línea que protegen su inventario, su local y a sus clientes.",
      },
      {
        title: "Restaurantes y servicios de comida",
        description:
          "Cafeterías, restaurantes, servicios de banquetes y camiones de comida, con cobertura por mercancía echada a perder y responsabilidad por venta de alcohol.",
      },
      {
        title: "Construcción y contratistas",
        description:
          "Contratistas generales y oficios con cobertura para herramientas, equipos y responsabilidad civil en la obra.",
      },
      {
        title: "Servicios profesionales",
        description:
          "Consultores, contadores, agencias y bufetes de abogados que necesitan responsabilidad civil profesional.",
      },
      {
        title: "Tecnología",
        description:
          "Empresas de software y proveedores de TI con cobertura cibernética y de errores y omisiones tecnológicos.",
      },
      {
        title: "Consultorios de salud",
        description:
          "Clínicas, consultorios dentales y terapeutas protegidos contra la mala praxis y las pérdidas de propiedad.",
      },
      {
        title: "Transporte y logística",
        description:
          "Servicios de reparto y flotas con cobertura de auto comercial y de carga.",
      },
      {
        title: "Manufactura",
        description:
          "Pequeños fabricantes que cubren la avería de equipos, la responsabilidad por productos y sus existencias.",
      },
    ]),
    groupCoverage: {
      ...businessExtra.groupCoverage,
      heading: "Beneficios colectivos para equipos de 10 o más",
      text: "Los negocios con grupos de 10 empleados o más pueden ofrecer coberturas colectivas de salud, vida y discapacidad con tarifas de grupo, una inscripción sencilla y un coordinador de beneficios dedicado.",
    },
  },
};

const travelExtra = en.travel.extra as english.SpecialisedTravelSection;

const travel: ProductPage = {
  line: "travel",
  meta: meta(
    "travel",
    "Seguro de viaje",
    "Seguro de viaje desde $25 por viaje, con cancelación de viaje, atención médica de emergencia y cobertura de equipaje en más de 190 países.",
  ),
  hero: hero("travel", {
    eyebrow: "Seguro de viaje",
    title: "Seguro de viaje para recorrer el mundo",
    subtitle:
      "Viaje con confianza a más de 190 países. Cobertura por cancelación de viaje, atención médica de emergencia y pérdida de equipaje, con ayuda disponible 24/7 dondequiera que esté.",
    actions: [agentQuote],
    imageAlt: "Ilustración de una maleta, un pasaporte y un avión",
  }),
  coverage: {
    heading: "Qué cubre el seguro de viaje",
    intro:
      "Desde el día en que reserva hasta el día en que vuelve a casa, nuestros planes de viaje protegen su inversión y su salud.",
    cards: cards(en.travel.coverage.cards, [
      {
        title: "Cancelación de viaje",
        description:
          "Reembolsa los gastos prepagados no reembolsables si cancela por un motivo cubierto, como una enfermedad, una lesión o el mal tiempo.",
      },
      {
        title: "Interrupción de viaje",
        description:
          "Paga los servicios que no usó y el costo adicional de regresar a casa si su viaje se acorta por un motivo cubierto.",
      },
      {
        title: "Atención médica de emergencia",
        description:
          "Cubre consultas médicas, hospitalizaciones y medicamentos en el extranjero, donde su plan de salud habitual quizá no pague.",
      },
      {
        title: "Evacuación médica",
        description:
          "Organiza y paga el traslado al hospital adecuado más cercano o a su casa cuando es médicamente necesario.",
      },
      {
        title: "Protección de equipaje",
        description:
          "Reembolsa las maletas perdidas, robadas o dañadas y los artículos esenciales que deba comprar mientras llega una maleta retrasada.",
      },
      {
        title: "Retraso del viaje",
        description:
          "Paga las comidas y el alojamiento cuando un retraso cubierto lo hace esperar seis horas o más.",
      },
    ]),
  },
  plans: plans(en.travel.plans!, {
    heading: "Elija su plan de viaje",
    intro:
      "Los precios son por viaje, para una persona, en un viaje de hasta 14 días.",
    ctaLabel: "Elegir el plan",
    plans: [
      {
        name: "Esencial",
        description:
          "Protección básica para viajes cortos nacionales e internacionales.",
        coverage: [
          ["Cancelación de viaje", "$10,000"],
          ["Atención médica de emergencia", "$50,000"],
          ["Equipaje", "$1,000"],
        ],
        features: [
          "Cancelación de viaje hasta $10,000",
          "Atención médica de emergencia hasta $50,000",
          "Protección de equipaje hasta $1,000",
          "Asistencia en viaje 24/7",
        ],
      },
      {
        name: "Integral",
        description:
          "Nuestro plan más popular, con cobertura de cancelación por cualquier motivo.",
        coverage: [
          ["Cancelación de viaje", "$25,000"],
          ["Atención médica de emergencia", "$250,000"],
          ["Equipaje", "$2,500"],
          ["Cancelación por cualquier motivo", "Reembolso del 75%"],
        ],
        features: [
          "Cancelación de viaje hasta $25,000",
          "Atención médica de emergencia hasta $250,000",
          "Protección de equipaje hasta $2,500",
          "Cancelación por cualquier motivo: reembolso del 75%",
          "Evacuación médica incluida",
        ],
      },
      {
        name: "Superior",
        description:
          "Los límites más altos para viajes largos, complejos o de alto valor.",
        coverage: [
          ["Cancelación de viaje", "$100,000"],
          ["Atención médica de emergencia", "$1,000,000"],
          ["Equipaje", "$5,000"],
        ],
        features: [
          "Cancelación de viaje hasta $100,000",
          "Atención médica de emergencia hasta $1,000,000",
          "Protección de equipaje hasta $5,000",
          "Cobertura de deportes de aventura",
          "Servicios de conserjería y asistencia superior",
        ],
      },
    ],
  }),
  extra: {
    kind: "specialised-travel",
    heading: "Cobertura para cada tipo de viaje",
    intro:
      "Nuestros planes cubren a viajeros en más de 190 países, y nuestro equipo de asistencia habla su idioma, de día o de noche.",
    countriesCovered: {
      value: travelExtra.countriesCovered.value,
      label: "países cubiertos",
    },
    sections: cards(travelExtra.sections, [
      {
        title: "Viajes de negocios",
        description:
          "Protección para viajes de trabajo, con cobertura para computadoras portátiles y equipo de trabajo y ayuda para cambiar conexiones perdidas.",
      },
      {
        title: "Vacaciones en familia",
        description:
          "En la mayoría de los planes, los menores de 17 años viajan gratis con uno de sus padres o abuelos asegurado.",
      },
      {
        title: "Viajes de aventura",
        description:
          "Cobertura para senderismo, esquí, buceo y otras actividades que muchas pólizas excluyen, en el plan Superior.",
      },
      {
        title: "Cruceros",
        description:
          "Cobertura por salidas perdidas desde un puerto, cambios de itinerario y evacuación médica desde el barco.",
      },
      {
        title: "Estudios en el extranjero",
        description:
          "Cobertura médica de larga estadía para estudiantes que pasan un semestre o un año fuera del país.",
      },
      {
        title: "Asistencia en todo el mundo",
        description:
          "Un equipo multilingüe 24/7 que lo ayuda a encontrar médicos, reemplazar pasaportes perdidos y organizar viajes de emergencia en más de 190 países.",
      },
    ]),
  },
};

export const productPages: typeof english.productPages = {
  home,
  auto,
  health,
  life,
  business,
  travel,
};
