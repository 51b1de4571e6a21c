import type * as english from "../testimonials.ts";
import {
  maxRating,
  testimonials as englishTestimonials,
} from "../testimonials.ts";

/** What a screen reader announces for a rating, in Spanish (../testimonials.ts). */
export const ratingLabel: typeof english.ratingLabel = (rating) =>
  `Calificación: ${rating} de ${maxRating} estrellas`;

/** The words of each testimonial, in the English list's order; names, portraits and ratings are its. */
const words: readonly { role: string; content: string; portrait: string }[] = [
  {
    role: "Propietaria de vivienda, Ann Arbor, MI",
    content:
      "Cuando una tormenta tumbó un árbol sobre nuestro techo, llamé a medianoche y me atendió una persona de verdad. El ajustador vino dos días después y el reclamo se pagó en una semana. No me imagino pasar por algo así con otra compañía.",
    portrait: "Retrato de",
  },
  {
    role: "Dueño de un pequeño negocio",
    content:
      "Nuestro agente se tomó el tiempo de conocer mi panadería, desde los hornos hasta la camioneta de reparto, y armó un paquete que costaba menos que todas mis pólizas anteriores juntas. Cuando falló nuestra cámara frigorífica, el reclamo por la mercancía echada a perder se resolvió sin ningún problema.",
    portrait: "Retrato de",
  },
  {
    role: "Afiliada a un plan de salud familiar",
    content:
      "Con tres hijos, las visitas al médico se acumulan rápido. Nuestro plan Silver cubre por completo sus chequeos, la línea de telemedicina nos ha ahorrado muchas salidas de noche y, al combinarlo con nuestra póliza de auto, ahorramos todavía más.",
    portrait: "Retrato de",
  },
];

export const testimonials: typeof english.testimonials =
  englishTestimonials.map((testimonial, index) => {
    const text = words[index]!;
    return {
      ...testimonial,
      role: text.role,
      content: text.content,
      avatar: {
        ...testimonial.avatar,
        alt: `${text.portrait} ${testimonial.name}`,
      },
    };
  });
