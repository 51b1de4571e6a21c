import type { errorPages as english } from "../errors.ts";

/** The site's own error pages, in Spanish (../errors.ts). */
export const errorPages: typeof english = {
  failed: {
    title: "Algo salió mal",
    description:
      "No pudimos mostrar esta página. Vuelva a intentarlo en un momento.",
  },
  unavailable: {
    title: "Servicio no disponible temporalmente",
    description:
      "No podemos mostrar esto en este momento: nuestros sistemas no están disponibles por unos instantes. No se ha perdido nada de lo que envió antes. Vuelva a intentarlo en uno o dos minutos.",
  },
  notFound: {
    title: "Página no encontrada",
    heading: "¡Uy! No encontramos esta página",
    description: "La página que busca no existe o cambió de dirección.",
  },
  home: "Volver al inicio",
};
