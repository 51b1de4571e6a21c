import type * as english from "../news.ts";
import {
  defaultNewsImage as englishDefaultImage,
  newsArticles as englishArticles,
  newsBackLink as englishBackLink,
  newsMeta as englishMeta,
  type NewsArticle,
} from "../news.ts";
import { bySlug } from "../shared.ts";
import { company } from "./company.ts";

/**
 * The news in Spanish (../news.ts). Ids, slugs, dates, links and pictures
 * are the English articles'; the words are written here, by slug.
 */
export const newsHero: typeof english.newsHero = {
  eyebrow: "Noticias",
  title: "Últimas noticias",
  subtitle: `Anuncios de la compañía, historias de la comunidad y consejos prácticos del equipo de ${company.name}.`,
};

export const readArticleLabel: typeof english.readArticleLabel =
  "Leer el artículo completo";

export const newsBackLink: typeof english.newsBackLink = {
  ...englishBackLink,
  label: "Volver a Noticias",
};

export const defaultNewsImage: typeof english.defaultNewsImage = {
  ...englishDefaultImage,
  alt: `Noticias de ${company.name}`,
};

type ArticleWords = Pick<
  NewsArticle,
  "title" | "category" | "summary" | "body"
> & {
  imageAlt: string;
};

const words: Readonly<Record<string, ArticleWords>> = {
  "same-day-coverage-activation": {
    title:
      "Activación de la cobertura el mismo día, ya disponible en todo el país",
    category: "Noticias de la compañía",
    summary:
      "Los clientes de los 50 estados y DC ya pueden tener vigentes la mayoría de sus pólizas de hogar, auto y viaje el mismo día de su aprobación.",
    imageAlt: "Ilustración de un calendario con una marca de verificación",
    body: [
      `${company.name} completó la implementación de la activación de la cobertura el mismo día en los 50 estados y DC. La mayoría de las pólizas de hogar, auto y viaje ya pueden entrar en vigor el mismo día de su aprobación, y la cobertura a menudo está vigente en 24 horas en todas nuestras líneas.`,
      "El cambio es el resultado de dos años de trabajo para simplificar nuestras solicitudes y conectar nuestros sistemas de suscripción directamente con las fuentes de datos que utilizan. Los informes de vehículos y propiedades que antes tardaban días ahora llegan, en su mayoría, en segundos.",
      "Una activación más rápida importa sobre todo en los momentos en que no se puede esperar: al cerrar la compra de una casa, al salir de la agencia con un auto nuevo o al reservar un viaje de último minuto. En la mayoría de los casos, nuestros agentes ya pueden confirmar la cobertura en la misma conversación.",
      "Los clientes que prefieren tomarse su tiempo pueden revisar su cotización, hacer preguntas y elegir una fecha de inicio futura. Nuestra cobertura y nuestros precios no cambiaron; solo la rapidez con que podemos ponerlos en marcha.",
      `Para obtener una cotización, comuníquese con un agente autorizado de ${company.name} por teléfono o a través de nuestro sitio web.`,
    ],
  },
  "wellness-rewards-for-health-members": {
    title:
      "Nuevo programa de recompensas de bienestar para los afiliados de los planes de salud",
    category: "Noticias de productos",
    summary:
      "Los afiliados de los planes de salud ya pueden ganar recompensas por sus pruebas de detección, su actividad física y sus hábitos saludables, sin costo adicional en los planes Bronze, Silver y Gold.",
    imageAlt: "Ilustración de unos tenis para correr y una manzana",
    body: [
      "Los afiliados de nuestros planes de salud Bronze, Silver y Gold ya pueden unirse a un nuevo programa de recompensas de bienestar que premia las decisiones saludables con tarjetas de regalo y créditos en su prima.",
      "Los afiliados ganan puntos por hacerse el chequeo anual y las pruebas de detección recomendadas, que siguen cubiertos al 100% dentro de la red, así como por registrar su actividad, participar en sesiones de asesoría en nutrición y completar nuestro programa para dejar el tabaco.",
      "El programa amplía los servicios de bienestar que ya ofrecemos, como los descuentos en miles de gimnasios participantes, el apoyo confidencial para el bienestar emocional y los coordinadores de atención para enfermedades crónicas.",
      "La atención preventiva es la forma más eficaz de mantenerse sano y evitar facturas médicas más altas en el futuro. Queremos que la opción saludable sea la opción fácil para cada afiliado.",
      "Los afiliados quedan inscritos automáticamente y pueden ver sus puntos en su cuenta en línea.",
    ],
  },
  "volunteers-rebuild-homes-in-detroit": {
    title: `Nuestros voluntarios ayudan a reparar viviendas en el suroeste de ${company.address.city}`,
    category: "Comunidad",
    summary:
      "Más de 120 empleados dedicaron una semana a reparar techos, porches y ventanas para personas mayores y familias de nuestra ciudad.",
    imageAlt: "Ilustración de voluntarios que reparan una casa",
    body: [
      `Este junio, más de 120 empleados de ${company.name} y sus familias se unieron a organizaciones locales sin fines de lucro para reparar las viviendas de personas mayores y familias del suroeste de ${company.address.city}.`,
      "Durante cinco días, los voluntarios reemplazaron los techos de seis casas, reconstruyeron porches y escalones, instalaron ventanas nuevas de bajo consumo de energía y colocaron detectores de humo y de monóxido de carbono en cada casa que visitaron.",
      "Muchos de los propietarios llevaban años viviendo con goteras y corrientes de aire. Las casas seguras y bien protegidas del clima tienen menos probabilidades de sufrir daños graves en una tormenta, y las personas que viven en ellas también están más seguras.",
      "Nuestros empleados que trabajan a distancia también participaron: organizaron colectas de materiales y recaudaron fondos en línea, y la compañía igualó cada dólar que reunieron.",
      `La comunidad es uno de los cuatro valores que guían a ${company.name}, y apoyamos a nuestra ciudad desde ${company.foundedYear}.`,
    ],
  },
  "preparing-your-home-for-severe-weather": {
    title: "Cómo preparar su hogar para la temporada de tormentas",
    category: "Consejos de seguros",
    summary:
      "Pasos sencillos para proteger su hogar y a su familia antes de que lleguen las tormentas, y por qué el seguro contra inundaciones no puede esperar a que cambie el pronóstico.",
    imageAlt: "Ilustración de nubes de tormenta sobre una casa",
    body: [
      "La primavera y el verano traen tormentas fuertes, vientos intensos e inundaciones a gran parte del país. Unas horas de preparación ahora pueden evitar miles de dólares en daños más adelante.",
      "Empiece por fuera: pode las ramas que cuelgan sobre el techo, limpie las canaletas y los bajantes, y asegure o guarde los muebles de exterior y las parrillas. Compruebe que su bomba de sumidero funcione y considere una batería de respaldo.",
      "Adentro, prepare un kit de emergencia con agua, alimentos, medicamentos, una linterna, un radio y copias de sus documentos importantes, incluidas sus pólizas de seguro. Tome fotos o videos de cada habitación para poder documentar una pérdida si llega a ocurrir.",
      "Por último, revise su cobertura. El seguro de hogar estándar no cubre las inundaciones, y las pólizas contra inundaciones suelen tener un período de espera de unos 30 días, así que la cobertura debe comprarse mucho antes de que se pronostique una tormenta. Revise también sus deducibles, incluido cualquier deducible aparte por viento.",
      "Nuestra guía de preparación para desastres tiene una lista completa, y nuestros agentes revisarán su póliza con usted con gusto y sin costo.",
    ],
  },
  "customer-satisfaction-survey-results": {
    title:
      "El 99% de nuestros clientes se declara satisfecho en nuestra encuesta anual",
    category: "Noticias de la compañía",
    summary:
      "Nuestra encuesta anual a clientes muestra un 99% de satisfacción; la rapidez de los reclamos y el conocimiento de los agentes recibieron las mejores calificaciones.",
    imageAlt: "Ilustración de cinco estrellas sobre una cara sonriente",
    body: [
      `Los clientes de ${company.name} declararon un 99% de satisfacción en nuestra encuesta anual, que recogió las opiniones de miles de asegurados de todas nuestras líneas de negocio.`,
      "Los clientes calificaron con la nota más alta la rapidez de los reclamos y el conocimiento de nuestros agentes. Muchos mencionaron nuestra promesa en reclamos: el 95% de los reclamos se paga en un plazo de 7 días.",
      "La encuesta también mostró en qué podemos mejorar. Los clientes pidieron avisos de renovación más claros y más opciones de autoservicio en línea, y ambas cosas ya están en nuestros planes para este año.",
      "Leemos cada comentario. Las opiniones de los clientes dan forma a nuestros productos, a nuestra capacitación y a la manera en que atendemos los reclamos.",
      "Gracias a cada cliente que se tomó el tiempo de contarnos su experiencia.",
    ],
  },
  "faster-digital-claims": {
    title: "Nuestra experiencia de reclamos digitales ahora es más rápida",
    category: "Tecnología",
    summary:
      "Un formulario de reclamo en línea rediseñado y actualizaciones de estado en tiempo real ayudan a los clientes a presentar su reclamo en minutos y a seguir cada paso.",
    imageAlt: "Ilustración de un teléfono que muestra el estado de un reclamo",
    body: [
      "Presentar un reclamo en línea ahora es más rápido y sencillo. Nuestro formulario rediseñado guía a los clientes en cada paso, les permite subir fotos y documentos desde cualquier dispositivo y la mayoría de las personas lo completa en menos de diez minutos.",
      "Una vez presentado el reclamo, los clientes reciben actualizaciones de estado en tiempo real por correo electrónico y mensaje de texto, desde la primera revisión, prometida en un plazo de 24 a 48 horas, hasta la evaluación y la resolución.",
      "La nueva experiencia se diseñó con los clientes y se probó en cuanto a accesibilidad, así que funciona con lectores de pantalla, con la navegación por teclado y con el texto ampliado hasta un 200 por ciento.",
      "Los clientes que prefieren hablar con alguien pueden seguir reportando un reclamo por teléfono a cualquier hora. Elija la forma que elija, un especialista dedicado lo mantendrá informado.",
      "Estas mejoras respaldan nuestra promesa de pagar el 95% de los reclamos en un plazo de 7 días.",
    ],
  },
};

export const newsArticles: typeof english.newsArticles = englishArticles.map(
  (article) => {
    const { imageAlt, ...text } = words[article.slug]!;
    return {
      ...article,
      ...text,
      image: { ...article.image, alt: imageAlt },
    };
  },
);

/** The article a /es/news/{slug} URL names, if any. */
export const newsArticleBySlug: typeof english.newsArticleBySlug = (slug) =>
  bySlug(newsArticles, slug);

export const newsPage: typeof english.newsPage = {
  hero: newsHero,
  list: {
    articles: newsArticles,
    linkLabel: readArticleLabel,
    fallbackImage: defaultNewsImage,
  },
};

export const newsMeta: typeof english.newsMeta = {
  ...englishMeta,
  title: `Noticias | ${company.name}`,
  description: `Las últimas noticias de la compañía, novedades de productos, historias de la comunidad y consejos de seguros de ${company.name}.`,
};
