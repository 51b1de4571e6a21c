import type * as english from "../press-releases.ts";
import {
  pressBackLink as englishBackLink,
  pressReleases as englishReleases,
  pressReleasesMeta as englishMeta,
  type PressRelease,
} from "../press-releases.ts";
import { companyAddressLine } from "../company.ts";
import { bySlug } from "../shared.ts";
import { company } from "./company.ts";

/**
 * The press releases in Spanish (../press-releases.ts). Ids, slugs, dates
 * and links are the English releases'; the words are written here, by slug.
 */
export const pressReleasesHero: typeof english.pressReleasesHero = {
  eyebrow: "Comunicados de prensa",
  title: "Comunicados de prensa",
  subtitle: `Anuncios oficiales de ${company.name}. Los representantes de los medios pueden comunicarse con nuestro equipo de comunicaciones en ${company.email} o al ${company.phone}.`,
};

export const readReleaseLabel: typeof english.readReleaseLabel =
  "Leer el comunicado completo";

export const pressReleaseLabel: typeof english.pressReleaseLabel =
  "Comunicado de prensa";

export const pressBackLink: typeof english.pressBackLink = {
  ...englishBackLink,
  label: "Volver a Comunicados de prensa",
};

export const pressBoilerplate: typeof english.pressBoilerplate = {
  heading: `Acerca de ${company.name}`,
  text: `Fundada en ${company.address.city} en ${company.foundedYear}, ${company.name} ofrece seguros de hogar, auto, salud, vida, negocios y viaje a más de 20,000 personas, familias y pequeños negocios. La compañía está ${company.licensing} y es conocida por su servicio de reclamos rápido y justo: el 95% de los reclamos se paga en un plazo de 7 días.`,
  mediaContact: `Contacto para medios: Comunicaciones de ${company.name}, ${companyAddressLine}, ${company.phone}, ${company.email}`,
};

/** The place a release is dated from, as the English releases write it. */
const dateline = `${company.address.city.toUpperCase()}, ${company.address.state}`;

type ReleaseWords = Pick<PressRelease, "title" | "summary" | "body">;

const words: Readonly<Record<string, ReleaseWords>> = {
  "customer-base-surpasses-20000": {
    title: `${company.name} supera los 20,000 clientes en todo el país`,
    summary:
      "La aseguradora alcanza un nuevo hito a medida que crece la demanda de coberturas combinadas de hogar, auto y salud.",
    body: [
      `${dateline} — ${company.name} anunció hoy que ya protege a más de 20,000 clientes en los Estados Unidos, un hito impulsado por la fuerte demanda de coberturas combinadas de hogar, auto y salud.`,
      "Las pólizas combinadas, que pueden ahorrarles a los clientes hasta un 25% en sus primas, ya representan más de la mitad de las pólizas nuevas. La satisfacción de los clientes se mantiene en el 99% según la encuesta anual más reciente de la compañía.",
      `"Cada uno de esos 20,000 clientes nos confió algo que le importa", dijo Margaret Ellison, fundadora y directora ejecutiva. "Seguiremos ganándonos esa confianza póliza por póliza y reclamo por reclamo".`,
      "La compañía prevé ampliar sus equipos remotos de servicio al cliente y de reclamos durante el próximo año para acompañar su crecimiento.",
    ],
  },
  "cancel-for-any-reason-travel-coverage": {
    title: `${company.name} agrega la cobertura de cancelación por cualquier motivo a su plan de viaje Integral`,
    summary:
      "Los viajeros con el plan Integral ya pueden cancelar por cualquier motivo y recibir un reembolso del 75% de los gastos prepagados del viaje.",
    body: [
      `${dateline} — ${company.name} anunció hoy que su plan de seguro de viaje Integral ahora incluye la cobertura de cancelación por cualquier motivo, que reembolsa el 75% de los gastos de viaje prepagados y no reembolsables cuando los viajeros cancelan por un motivo que no esté cubierto de otra forma.`,
      "El plan Integral, con un precio de $65 por viaje, también incluye cobertura por cancelación de viaje de hasta $25,000, cobertura médica de emergencia de hasta $250,000 y protección de equipaje de hasta $2,500, con asistencia disponible en más de 190 países.",
      `"Los viajeros nos dijeron que querían la libertad de cambiar sus planes sin perder todo lo que habían pagado", dijo Elena Vasquez, directora de reclamos. "La cancelación por cualquier motivo les da exactamente eso".`,
      "La cobertura está disponible en los nuevos planes Integral que se compren a partir de hoy.",
    ],
  },
  "bundle-discounts-up-to-25-percent": {
    title: `${company.name} amplía sus descuentos por combinar pólizas hasta un 25%`,
    summary:
      "Los clientes que combinan pólizas de hogar, auto, salud y vida ya pueden ahorrar hasta un 25% en sus primas.",
    body: [
      `${dateline} — ${company.name} amplió hoy su programa de pólizas múltiples: los clientes que combinan dos o más pólizas reciben descuentos de hasta un 25% en sus primas.`,
      "El programa ya incluye todas las líneas personales que ofrece la compañía: hogar, auto, salud, vida y viaje. Los clientes manejan todas sus pólizas combinadas con un solo agente y una sola fecha de renovación.",
      `"La vida de nuestros clientes no viene en cajas separadas, y su seguro tampoco debería", dijo Daniel Okafor, director de operaciones.`,
      "Los clientes actuales pueden pedirle a su agente que revise sus pólizas y aplique los nuevos descuentos en la renovación.",
    ],
  },
  "health-network-expansion": {
    title: `La red de salud de ${company.name} crece a más de 5,000 hospitales`,
    summary:
      "Los afiliados de los planes de salud ya tienen acceso a más de 5,000 hospitales y 50,000 proveedores en todo el país.",
    body: [
      `${dateline} — ${company.name} anunció hoy que su red de seguros de salud ya incluye más de 5,000 hospitales y 50,000 proveedores en los Estados Unidos.`,
      "La ampliación suma grandes centros médicos universitarios y hospitales comunitarios en zonas rurales, donde el acceso a la atención dentro de la red era más limitado.",
      "Los afiliados siguen contando con la atención preventiva cubierta al 100% dentro de la red, y la mayoría de los reclamos de salud se procesa en 48 horas.",
      `"Un plan de salud vale lo que vale la atención a la que le permite llegar", dijo James Whitfield, director de suscripción. "Esta ampliación acerca la atención de calidad a cada afiliado".`,
    ],
  },
  "remote-career-opportunities": {
    title: `${company.name} abre empleos remotos de tiempo completo en todo Estados Unidos`,
    summary:
      "La compañía contrata personal de servicio al cliente, reclamos y administración para puestos que se pueden desempeñar desde casa.",
    body: [
      `${dateline} — ${company.name} anunció hoy nuevos puestos remotos de tiempo completo en servicio al cliente, apoyo de reclamos, servicios de pólizas y administración, abiertos a candidatos de todo Estados Unidos.`,
      "Los puestos van desde cargos de nivel inicial, como capturista de datos y recepcionista virtual, hasta puestos de especialista que requieren dos o más años de experiencia. Todos incluyen capacitación pagada y equipo proporcionado por la compañía.",
      `"El trabajo remoto nos permite contratar a gente excelente dondequiera que viva y le da a nuestro equipo la flexibilidad para hacer su mejor trabajo", dijo Rachel Kim, directora de personal.`,
      "Los candidatos pueden ver los puestos disponibles y postularse en la página de empleos de la compañía.",
    ],
  },
  "claims-settlement-commitment": {
    title: `${company.name} paga el 95% de los reclamos en siete días`,
    summary:
      "La inversión en herramientas digitales de reclamos y un equipo de reclamos más grande ayudan a los clientes a recuperarse más rápido después de una pérdida.",
    body: [
      `${dateline} — ${company.name} informó hoy que el 95% de sus reclamos ya se paga en un plazo de 7 días a partir de su presentación.`,
      "Los resultados se deben a la inversión en herramientas digitales de reclamos, que permiten a los clientes subir fotos y documentos desde cualquier dispositivo, y a la ampliación del equipo de reclamos 24/7 de la compañía.",
      `"Cuando algo sale mal, cada día de espera lo hace más difícil", dijo Elena Vasquez, directora de reclamos. "Pagar los reclamos con rapidez es la promesa más importante que hacemos".`,
      "Cada reclamo se revisa en un plazo de 24 a 48 horas a partir de su presentación.",
    ],
  },
  "recognized-as-top-insurance-provider": {
    title: `${company.name} es reconocida entre las mejores aseguradoras`,
    summary:
      "La compañía recibe un reconocimiento por la satisfacción de sus clientes y su servicio de reclamos, trece años después de su fundación.",
    body: [
      `${dateline} — ${company.name} anunció hoy que fue reconocida entre las mejores aseguradoras por la satisfacción de sus clientes y su servicio de reclamos.`,
      `El reconocimiento llega trece años después de la fundación de la compañía en ${company.address.city} en ${company.foundedYear}, y cinco años después del lanzamiento de sus plataformas digitales.`,
      `"Este reconocimiento es de cada integrante de nuestro equipo que contesta una llamada a medianoche o acompaña a una familia en un reclamo", dijo Margaret Ellison, fundadora y directora ejecutiva.`,
      "La compañía seguirá invirtiendo en su gente, en sus servicios digitales y en su área de reclamos.",
    ],
  },
  "disaster-readiness-partnership": {
    title: `${company.name} se une a organizaciones sin fines de lucro de ${company.address.city} para la preparación ante desastres`,
    summary: `Un nuevo programa ofrece kits de emergencia, reparaciones de seguridad en el hogar y talleres de preparación a las familias de ${company.address.city}.`,
    body: [
      `${dateline} — ${company.name} lanzó hoy una alianza de preparación ante desastres con organizaciones comunitarias de ${company.address.city} para ayudar a las familias a prepararse para tormentas, inundaciones e incendios.`,
      "El programa entrega kits de emergencia gratuitos, instala detectores de humo y de monóxido de carbono y ofrece talleres de preparación en inglés, español y árabe en centros comunitarios de toda la ciudad.",
      `"Ayudar a nuestros vecinos a prepararse antes de que ocurra un desastre es una de las cosas más valiosas que puede hacer una aseguradora", dijo Margaret Ellison, fundadora y directora ejecutiva.`,
      "Los empleados participarán como voluntarios en los talleres y en las jornadas de seguridad en el hogar durante todo el año.",
    ],
  },
};

export const pressReleases: typeof english.pressReleases = englishReleases.map(
  (release) => ({ ...release, ...words[release.slug]! }),
);

/** The release a /es/press-releases/{slug} URL names, if any. */
export const pressReleaseBySlug: typeof english.pressReleaseBySlug = (slug) =>
  bySlug(pressReleases, slug);

export const pressReleasesPage: typeof english.pressReleasesPage = {
  hero: pressReleasesHero,
  list: { articles: pressReleases, linkLabel: readReleaseLabel },
};

export const pressReleasesMeta: typeof english.pressReleasesMeta = {
  ...englishMeta,
  title: `Comunicados de prensa | ${company.name}`,
  description: `Anuncios oficiales y comunicados de prensa de ${company.name}, con los datos de contacto para los medios.`,
};
