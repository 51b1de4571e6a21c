import { company as english } from "../company.ts";
import type { Widen } from "../shared.ts";

/** The company's facts (shared with ../company.ts) and its few words, in Spanish. */
export const company: Widen<typeof english> = {
  ...english,
  supportHours:
    "de lunes a viernes, de 9:00 a. m. a 6:00 p. m. (hora del Este)",
  licensing: "autorizada en los 50 estados y DC",
  disclaimer:
    "La información de este sitio web es solo para fines informativos y no constituye una póliza de seguro, una oferta vinculante de cobertura ni asesoramiento profesional. La cobertura está sujeta a los términos, condiciones y exclusiones de la póliza emitida.",
};
