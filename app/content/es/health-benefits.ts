import type * as english from "../health-benefits.ts";
import {
  additionalAdvantages as englishAdvantages,
  benefitsMeta as englishMeta,
  coreBenefits as englishCore,
  healthBenefitsCta as englishCta,
} from "../health-benefits.ts";
import type { IconCard } from "../shared.ts";
import { company } from "./company.ts";

/** /benefits in Spanish (../health-benefits.ts); icons and hrefs are its. */
export const healthBenefitsHero: typeof english.healthBenefitsHero = {
  eyebrow: "Beneficios de salud",
  title: "Beneficios de salud pensados en usted",
  subtitle: `Los planes de salud de ${company.name} van más allá de las visitas al médico. La atención preventiva está cubierta al 100%, nuestra red incluye más de 5,000 hospitales y 50,000 proveedores, y la mayoría de los reclamos se procesa en 48 horas.`,
};

export const coreBenefitsSection: typeof english.coreBenefitsSection = {
  heading: "Beneficios de salud esenciales",
  intro:
    "Todos los planes de salud incluyen estos beneficios esenciales, desde los chequeos de rutina hasta la atención médica mayor.",
};

/** Cards' words in the English list's order; its icons are kept. */
const withIcons = (
  source: readonly IconCard[],
  words: readonly Omit<IconCard, "icon">[],
): IconCard[] =>
  source.map((card, index) => ({ icon: card.icon, ...words[index]! }));

export const coreBenefits: typeof english.coreBenefits = withIcons(
  englishCore,
  [
    {
      title: "Atención preventiva",
      description:
        "Los exámenes físicos anuales, las pruebas de detección y las vacunas recomendadas están cubiertos al 100% dentro de la red, sin copago ni deducible.",
    },
    {
      title: "Consultas de atención primaria",
      description:
        "Vea a su médico de cabecera para chequeos, enfermedades y atención continua a un costo previsible.",
    },
    {
      title: "Atención de especialistas",
      description:
        "Acceso a cardiólogos, dermatólogos, ortopedistas y otros especialistas en todo el país.",
    },
    {
      title: "Hospitalizaciones",
      description:
        "Atención hospitalaria, cirugía y recuperación en más de 5,000 hospitales de la red.",
    },
    {
      title: "Servicios de emergencia",
      description:
        "Atención en la sala de emergencias y traslado en ambulancia cubiertos con las tarifas de la red en cualquier hospital.",
    },
    {
      title: "Medicamentos recetados",
      description:
        "Medicamentos genéricos, de marca y especializados, con envío a domicilio para suministros de 90 días.",
    },
    {
      title: "Servicios de salud mental",
      description:
        "Terapia, consejería y atención psiquiátrica en persona o en línea, cubiertas como cualquier otra atención.",
    },
    {
      title: "Atención de maternidad y del recién nacido",
      description:
        "Consultas prenatales, parto, atención posparto y los primeros chequeos de su bebé.",
    },
    {
      title: "Atención pediátrica",
      description:
        "Consultas de control del niño sano, vacunas y atención dental y de la vista para niños.",
    },
    {
      title: "Análisis de laboratorio e imágenes",
      description:
        "Análisis de sangre, radiografías, resonancias magnéticas y tomografías en miles de laboratorios y centros de imágenes de la red.",
    },
    {
      title: "Servicios de rehabilitación",
      description:
        "Terapia física, ocupacional y del habla para ayudarlo a recuperarse de una lesión o enfermedad.",
    },
    {
      title: "Telemedicina",
      description:
        "Consultas por video con médicos autorizados las 24 horas, los 7 días de la semana, por lo general en minutos y a menudo sin costo.",
    },
  ],
);

export const additionalAdvantagesSection: typeof english.additionalAdvantagesSection =
  {
    heading: "Ventajas adicionales",
    intro:
      "Apoyo y ahorros adicionales que vienen con ser afiliado, sin costo adicional.",
  };

export const additionalAdvantages: typeof english.additionalAdvantages =
  withIcons(englishAdvantages, [
    {
      title: "Opciones de cobertura dental",
      description:
        "Agregue planes dentales con dos limpiezas al año cubiertas por completo.",
    },
    {
      title: "Cuidado de la vista",
      description:
        "Examen de la vista anual y asignaciones para anteojos o lentes de contacto.",
    },
    {
      title: "Recompensas de bienestar",
      description:
        "Gane tarjetas de regalo y créditos en su prima por actividades saludables y pruebas de detección.",
    },
    {
      title: "Descuentos en gimnasios",
      description:
        "Ahorre en membresías de miles de gimnasios participantes en todo el país.",
    },
    {
      title: "Línea de enfermería 24/7",
      description:
        "Hable con una enfermera titulada a cualquier hora del día o de la noche para recibir consejos sobre síntomas y cuidados.",
    },
    {
      title: "Compatible con HSA",
      description:
        "Combine el plan Bronze con una cuenta de ahorros para la salud (HSA) y ahorre en impuestos.",
    },
    {
      title: "Manejo de enfermedades crónicas",
      description:
        "Coordinadores de atención personal para la diabetes, el asma, las enfermedades del corazón y más.",
    },
    {
      title: "Red nacional",
      description:
        "Más de 5,000 hospitales y 50,000 proveedores, en su ciudad y cuando viaja dentro de los Estados Unidos.",
    },
    {
      title: "Reclamos rápidos",
      description:
        "La mayoría de los reclamos se procesa en 48 horas, así que nunca se queda esperando.",
    },
    {
      title: "Tarjetas de identificación digitales",
      description:
        "Su tarjeta de afiliado siempre está en su teléfono, lista para mostrarla en cualquier cita.",
    },
    {
      title: "Coordinación de la atención",
      description:
        "Un equipo de atención que lo ayuda a encontrar médicos, programar citas y entender sus facturas.",
    },
    {
      title: "Segundas opiniones médicas",
      description:
        "Segundas opiniones de especialistas destacados antes de decidir un tratamiento importante.",
    },
  ]);

export const healthQuotesSection: typeof english.healthQuotesSection = {
  heading: "Lo que dicen nuestros afiliados",
  intro:
    "Escuche a los afiliados que cuentan con su cobertura de salud todos los días.",
  carousel: {
    label: "Testimonios de afiliados",
    slideName: (number, count) => `Testimonio ${number} de ${count}`,
    previous: "Testimonio anterior",
    next: "Testimonio siguiente",
  },
};

export const healthQuotes: typeof english.healthQuotes = [
  {
    quote:
      "Cuando mi hijo se fracturó el brazo un sábado, la línea de enfermería nos dijo exactamente adónde ir, y el reclamo se procesó antes de que nos llegara la factura.",
    author: "Jennifer K., afiliada del plan Silver",
  },
  {
    quote:
      "Mi chequeo anual y mis pruebas de detección no me costaron nada. Esa tranquilidad es la razón por la que sigo afiliado desde hace seis años.",
    author: "Robert T., afiliado del plan Gold",
  },
  {
    quote:
      "La coordinadora de atención me ayudó a controlar mi diabetes con un plan que de verdad se adapta a mi vida. Me siento más sana que en muchos años.",
    author: "Angela M., afiliada del plan Bronze",
  },
  {
    quote:
      "Las consultas de telemedicina nos han salvado la vida en familia. Vemos a un médico en minutos sin salir de casa.",
    author: "Marcus y Leah P., afiliados de un plan familiar",
  },
];

export const healthBenefitsCta: typeof english.healthBenefitsCta = {
  heading: "Encuentre el plan de salud que se adapta a su vida",
  text: "Hable con un agente autorizado sobre los planes Bronze, Silver y Gold y encuentre el equilibrio adecuado entre el costo mensual y la cobertura para usted y su familia.",
  actions: ["Calcule su precio", "Contáctenos"].map((label, index) => ({
    href: englishCta.actions[index]!.href,
    label,
  })),
};

export const healthBenefitsPage: typeof english.healthBenefitsPage = {
  hero: healthBenefitsHero,
  core: { ...coreBenefitsSection, cards: coreBenefits },
  additional: { ...additionalAdvantagesSection, cards: additionalAdvantages },
  quotes: { ...healthQuotesSection, quotes: healthQuotes },
  cta: healthBenefitsCta,
};

export const benefitsMeta: typeof english.benefitsMeta = {
  ...englishMeta,
  title: `Beneficios de salud | ${company.name}`,
  description:
    "Atención preventiva cubierta al 100%, más de 5,000 hospitales y 50,000 proveedores, y la mayoría de los reclamos procesados en 48 horas. Conozca nuestros beneficios.",
};
