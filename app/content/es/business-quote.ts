import type * as english from "../business-quote.ts";
import { businessQuestions as englishQuestions } from "../business-quote.ts";
import { productPages } from "./product-pages.ts";

/**
 * The business quote's questions in Spanish (../business-quote.ts). Each
 * option keeps the English value (what is posted and kept with the request
 * the agent reads); only its label is translated, in the English options'
 * order. The industries and covers are the business page's, named as
 * ./product-pages.ts names them.
 */
const businessPage = productPages.business;
const industries =
  businessPage.extra.kind === "industries" ? businessPage.extra.industries : [];

type Words = {
  label: string;
  hint?: string;
  options: readonly string[];
  message: string;
};

const words: Readonly<Record<string, Words>> = {
  industry: {
    label: "Industria",
    options: [...industries.map((card) => card.title), "Otra"],
    message: "Elija su industria",
  },
  employees: {
    label: "Número de empleados",
    hint: "Los equipos de 10 o más personas también pueden ofrecer beneficios colectivos.",
    options: ["Solo yo", "2 a 9", "10 a 49", "50 a 249", "250 o más"],
    message: "Elija cuántas personas trabajan en el negocio",
  },
  revenue: {
    label: "Ingresos anuales",
    options: [
      "Menos de $250,000",
      "$250,000 a $1 millón",
      "$1 millón a $5 millones",
      "Más de $5 millones",
    ],
    message: "Elija sus ingresos anuales",
  },
  cover: {
    label: "La cobertura que más le interesa",
    hint: "Un agente puede agregar otras a la cotización.",
    options: [
      ...businessPage.coverage.cards.map((card) => card.title),
      "Beneficios colectivos",
      "Aún no lo sé",
    ],
    message: "Elija la cobertura que más le interesa",
  },
};

export const businessQuestions: typeof english.businessQuestions =
  englishQuestions.map((question) => {
    const own = words[question.name]!;
    return {
      ...question,
      label: own.label,
      ...(own.hint === undefined ? {} : { hint: own.hint }),
      options: question.options.map((option, index) => ({
        value: option.value,
        label: own.options[index]!,
      })),
      message: own.message,
    };
  });
