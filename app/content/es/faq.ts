import type * as english from "../faq.ts";
import { company } from "./company.ts";

/** The home page's questions in Spanish (../faq.ts). */
export const faqSection: typeof english.faqSection = {
  heading: "Preguntas frecuentes",
  intro:
    "Respuestas a las preguntas que más recibimos. ¿No encuentra la suya? Nuestro equipo lo ayudará con gusto.",
};

export const faqItems: typeof english.faqItems = [
  {
    question: "¿Cómo presento un reclamo?",
    answer: `Puede presentar un reclamo en línea en cualquier momento desde nuestra página Presentar un reclamo, o llamarnos las 24 horas, los 7 días de la semana, al ${company.phone}. Un especialista en reclamos revisa cada reclamo en un plazo de 24 a 48 horas, y el 95% de los reclamos se paga en un plazo de 7 días.`,
  },
  {
    question: "¿Puedo combinar varias pólizas de seguro?",
    answer:
      "Sí. Cuando combina dos o más pólizas, como hogar y auto o auto y vida, puede ahorrar hasta un 25% en sus primas y manejar todo con un solo agente y una sola fecha de renovación.",
  },
  {
    question: "¿Cuándo empieza mi cobertura?",
    answer:
      "La cobertura a menudo entra en vigor dentro de las 24 horas siguientes a la aprobación, y muchas pólizas de hogar, auto y viaje pueden comenzar el mismo día. Su agente le confirmará la fecha exacta de inicio antes de que firme.",
  },
  {
    question: "¿Qué formas de pago aceptan?",
    answer:
      "Aceptamos tarjetas de crédito y débito, transferencias bancarias (ACH), billeteras digitales, pagos por teléfono y criptomonedas (BTC, ETH y USDC). Puede pagar mensual, trimestral o anualmente.",
  },
  {
    question: "¿Tienen licencia en mi estado?",
    answer: `Sí. ${company.name} está ${company.licensing}, así que su cobertura lo acompaña si se muda a cualquier lugar de los Estados Unidos.`,
  },
];
