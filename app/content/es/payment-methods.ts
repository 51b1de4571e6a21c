import type * as english from "../payment-methods.ts";
import {
  paymentAssistance as englishAssistance,
  paymentMethods as englishMethods,
  paymentOptionsMeta as englishMeta,
} from "../payment-methods.ts";
import { company } from "./company.ts";

/** /payment-options in Spanish (../payment-methods.ts); ids, icons, hrefs and brand names are its. */
export const paymentHero: typeof english.paymentHero = {
  eyebrow: "Opciones de pago",
  title: "Formas flexibles de pagar su prima",
  subtitle:
    "Pague como le resulte más cómodo y con la frecuencia que prefiera. Cada pago se procesa de forma segura y se confirma por correo electrónico.",
};

export const paymentMethodsSection: typeof english.paymentMethodsSection = {
  heading: "Formas de pago",
  methodsLabel: "Aceptamos",
  intro:
    "Elija entre seis opciones prácticas y cambie su forma de pago o su calendario cuando quiera.",
};

/** Each card's words, by the English card's id; brand names stay as they are. */
const methodWords: Readonly<
  Record<string, { title: string; description: string; methods: string[] }>
> = {
  cards: {
    title: "Tarjetas de crédito y débito",
    description:
      "Pague en línea o programe pagos automáticos con cualquier tarjeta de crédito o débito principal. Nuestro procesador de pagos guarda los datos de la tarjeta de forma segura.",
    methods: ["Visa", "Mastercard", "American Express", "Discover"],
  },
  "bank-transfers": {
    title: "Transferencias bancarias",
    description:
      "Pague directamente desde su cuenta de cheques o de ahorros mediante transferencia ACH, sin cargo por procesamiento. Programe débitos automáticos y no se atrase nunca en un pago.",
    methods: [
      "Transferencia bancaria ACH",
      "Débito mensual automático",
      "Transferencia cablegráfica",
    ],
  },
  "digital-wallets": {
    title: "Billeteras digitales",
    description:
      "Pague en segundos desde su teléfono o su computadora con la billetera digital que ya usa.",
    methods: ["Apple Pay", "Google Pay", "PayPal"],
  },
  phone: {
    title: "Pago por teléfono",
    description: `Llame al ${company.phone} para pagar con nuestro sistema automatizado a cualquier hora, o con un representante ${company.supportHours}.`,
    methods: [
      "Pagos telefónicos automatizados 24/7",
      "Pagos con ayuda de un agente",
    ],
  },
  cryptocurrency: {
    title: "Criptomonedas",
    description:
      "Pague su prima con las principales criptomonedas. Los pagos se convierten a dólares estadounidenses en el momento del pago, así que el monto de su prima nunca cambia.",
    methods: ["Bitcoin (BTC)", "Ethereum (ETH)", "USD Coin (USDC)"],
  },
  "payment-plans": {
    title: "Planes de pago",
    description:
      "Distribuya el costo de su cobertura en pagos mensuales, trimestrales o anuales. Si paga el año completo, ahorra con nuestro descuento por pago total.",
    methods: ["Mensual", "Trimestral", "Anual"],
  },
};

export const paymentMethods: typeof english.paymentMethods = englishMethods.map(
  (method) => ({ ...method, ...methodWords[method.id]! }),
);

export const paymentAssistance: typeof english.paymentAssistance = {
  id: englishAssistance.id,
  heading: "¿Necesita ayuda?",
  intro: `¿Tiene preguntas sobre una factura, un pago o un plan de pagos? Nuestro equipo lo atiende ${company.supportHours}, y puede presentar reclamos las 24 horas, los 7 días de la semana.`,
  links: [
    { ...englishAssistance.links[0], label: "Contáctenos" },
    { ...englishAssistance.links[1], label: "Presentar un reclamo" },
  ],
};

export const paymentPage: typeof english.paymentPage = {
  hero: paymentHero,
  methods: { ...paymentMethodsSection, cards: paymentMethods },
  help: paymentAssistance,
};

export const paymentOptionsMeta: typeof english.paymentOptionsMeta = {
  ...englishMeta,
  title: `Opciones de pago | ${company.name}`,
  description:
    "Pague su prima con tarjeta, transferencia bancaria (ACH), billetera digital, por teléfono o con criptomonedas, en forma mensual, trimestral o anual.",
};
