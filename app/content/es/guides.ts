import type * as english from "../guides.ts";
import {
  guides as englishGuides,
  guidesClosing as englishClosing,
  guidesSection as englishSection,
  insuranceGuidesMeta as englishMeta,
} from "../guides.ts";
import type { Guide } from "../guides.ts";
import { company } from "./company.ts";

/** /insurance-guides in Spanish (../guides.ts); slugs, icons and hrefs are its. */
export const guidesHero: typeof english.guidesHero = {
  eyebrow: "Guías de seguros",
  title: "Los seguros, en palabras sencillas",
  subtitle:
    "Guías en lenguaje claro que explican cómo funciona la cobertura, qué buscar en una póliza y cómo aprovechar al máximo la protección que tiene.",
};

export const guidesSection: typeof english.guidesSection = {
  heading: "Explore nuestras guías",
  intro:
    "Elija un tema para leer los puntos clave, lo que debe saber y consejos prácticos de nuestros agentes.",
  readLabel: "Leer la guía",
  dialog: {
    keyPoints: "Puntos clave",
    whatToKnow: "Lo que debe saber",
    tips: "Consejos",
    advice: {
      ...englishSection.dialog.advice,
      label: "Reciba asesoría personalizada",
    },
    close: "Cerrar",
  },
};

export const guidesClosing: typeof english.guidesClosing = {
  id: englishClosing.id,
  heading: "¿Todavía tiene preguntas?",
  intro:
    "Nuestros agentes autorizados están aquí para ayudarlo a entender sus opciones, y nuestro equipo de reclamos lo atiende las 24 horas, los 7 días de la semana.",
  links: [
    { ...englishClosing.links[0], label: "Contáctenos" },
    { ...englishClosing.links[1], label: "Presentar un reclamo" },
  ],
};

type GuideWords = Omit<Guide, "slug" | "icon">;

/** Each guide's words, by the English guide's slug. */
const words: Readonly<Record<string, GuideWords>> = {
  "home-insurance-basics": {
    title: "Conceptos básicos del seguro de hogar",
    description:
      "Conozca qué cubre una póliza de propietario de vivienda, cómo funcionan los límites y los deducibles, y cómo asegurarse de tener cobertura suficiente para reconstruir.",
    keyPoints: [
      "Una póliza estándar cubre su vivienda, otras estructuras, sus bienes personales, su responsabilidad civil y los gastos adicionales de vivienda.",
      "La cobertura a costo de reposición paga la reconstrucción o el reemplazo a precios actuales; el valor real en efectivo descuenta la depreciación.",
      "El límite de su vivienda debe reflejar lo que costaría reconstruirla, no su valor de mercado.",
      "Las inundaciones y los terremotos no están cubiertos por una póliza estándar y requieren una cobertura aparte.",
    ],
    whatToKnow: [
      "El costo de reconstruir puede subir más rápido que el precio de las viviendas, sobre todo después de un desastre en la región; revise el límite de su vivienda cada año.",
      "Un deducible más alto reduce su prima, pero asegúrese de poder pagarlo de su bolsillo sin problemas.",
      "Los objetos de valor, como joyas, obras de arte y artículos de colección, tienen límites bajos, a menos que los detalle en su póliza.",
      "Los prestamistas exigen un seguro de hogar para una vivienda hipotecada, y su póliza debe nombrar al prestamista.",
    ],
    tips: [
      "Lleve un inventario de su hogar con fotos o videos de cada habitación y guárdelo en línea.",
      "Pregunte por los descuentos por alarmas monitoreadas, detectores de humo y techo nuevo.",
      "Combine su seguro de hogar y de auto para ahorrar hasta un 25%.",
      "Informe a su agente sobre las remodelaciones para que su cobertura siga el valor de su vivienda.",
    ],
  },
  "auto-insurance-101": {
    title: "Seguro de auto: lo esencial",
    description:
      "Entienda los límites de responsabilidad civil y las coberturas de choque y de protección integral, y elija la protección adecuada para su auto y su presupuesto.",
    keyPoints: [
      "La cobertura de responsabilidad civil paga las lesiones y los daños que usted cause a otros, y es obligatoria en casi todos los estados.",
      "Límites como 100/300/100 significan $100,000 por persona y $300,000 por accidente para lesiones, y $100,000 para daños a la propiedad.",
      "La cobertura de choque cubre los daños a su auto en un accidente; la protección integral (comprehensive) cubre robo, fenómenos climáticos, incendio y choques con animales.",
      "La cobertura de conductor sin seguro lo protege cuando el otro conductor no tiene seguro o tiene muy poco.",
    ],
    whatToKnow: [
      "Los límites mínimos estatales suelen estar muy por debajo del costo de un accidente grave; con límites más altos protege sus ahorros y sus ingresos futuros.",
      "Si su auto está financiado o arrendado, por lo general el prestamista le exigirá las coberturas de choque y de protección integral.",
      "Su historial de manejo, su vehículo, el lugar donde vive y el millaje anual influyen en su prima.",
      "En los estados sin culpa (no-fault), su propia protección contra lesiones personales paga primero sus gastos médicos, sin importar quién tuvo la culpa.",
    ],
    tips: [
      "Compare deducibles: subir el suyo de $250 a $1,000 puede bajar bastante su prima.",
      "Pregunte por los descuentos por conductor prudente, por varios autos, por buen estudiante y por combinar pólizas.",
      "Considere la cobertura GAP para un auto nuevo financiado, que puede valer menos que el préstamo.",
      "Lleve su tarjeta de identificación digital en el teléfono y guarde nuestro número de reclamos en sus contactos.",
    ],
  },
  "life-insurance-guide": {
    title: "Guía del seguro de vida",
    description:
      "Compare los seguros de vida a término, entera y universal, y calcule cuánta cobertura necesita su familia para mantener su seguridad económica.",
    keyPoints: [
      "El seguro de vida a término cubre un período fijo, como 20 años, y es la forma más económica de obtener un beneficio por fallecimiento alto.",
      "El seguro de vida entera dura toda su vida, con primas fijas y un valor en efectivo garantizado.",
      "El seguro de vida universal ofrece cobertura permanente con primas flexibles y un beneficio por fallecimiento ajustable.",
      "Una regla práctica común es tener una cobertura de 10 veces su ingreso anual.",
    ],
    whatToKnow: [
      "Las primas son más bajas cuando usted es joven y está sano, así que comprar antes suele costar menos con el tiempo.",
      "Sus necesidades incluyen reemplazar ingresos, saldar la hipoteca y las deudas, pagar la educación y cubrir los gastos finales.",
      "El seguro de vida del empleador suele limitarse a una o dos veces su salario y normalmente termina cuando usted deja el empleo.",
      "Por lo general, los beneficiarios reciben el beneficio por fallecimiento libre de impuestos sobre la renta.",
    ],
    tips: [
      "Revise sus beneficiarios después de un matrimonio, un divorcio, un nacimiento o una adopción.",
      "Elija un plazo que dure hasta que sus hijos sean independientes y su hipoteca esté pagada.",
      "Pregunte si su póliza a término puede convertirse en cobertura permanente sin un nuevo examen médico.",
      "Use nuestra calculadora como punto de partida y luego hable con un agente sobre su situación completa.",
    ],
  },
  "health-insurance-options": {
    title: "Opciones de seguro de salud",
    description:
      "Entienda los deducibles, los copagos y las redes, y elija con confianza entre los planes Bronze, Silver y Gold.",
    keyPoints: [
      "Los planes Bronze tienen las primas más bajas y los deducibles más altos; los planes Gold tienen primas más altas y costos más bajos cuando recibe atención.",
      "El deducible es lo que usted paga cada año por la atención cubierta antes de que el plan empiece a compartir los costos.",
      "La atención preventiva, como los chequeos y las pruebas de detección, está cubierta al 100% dentro de la red.",
      "Quedarse dentro de la red mantiene sus costos más bajos: nuestra red incluye más de 5,000 hospitales y 50,000 proveedores.",
    ],
    whatToKnow: [
      "Su desembolso máximo es lo máximo que pagará por la atención cubierta en un año; a partir de ahí, el plan paga el 100%.",
      "Por lo general puede inscribirse durante el período de inscripción abierta, o en un período de inscripción especial después de eventos como un matrimonio, un nacimiento o la pérdida de otra cobertura.",
      "Los planes Bronze que califican como planes de deducible alto le permiten ahorrar en una cuenta de ahorros para la salud (HSA) con ventajas fiscales.",
      "Antes de elegir un plan, verifique que sus médicos y sus medicamentos estén cubiertos.",
    ],
    tips: [
      "Calcule con qué frecuencia va al médico: si recibe atención a menudo, un plan Silver o Gold suele salir más barato en total.",
      "Use la telemedicina para enfermedades leves y ahorre tiempo y dinero.",
      "Aproveche los programas de bienestar gratuitos y las pruebas de detección anuales.",
      "Guarde sus explicaciones de beneficios para llevar la cuenta de su deducible.",
    ],
  },
  "business-insurance-guide": {
    title: "Guía del seguro para negocios",
    description:
      "Descubra las coberturas que todo pequeño negocio debería considerar, desde la responsabilidad civil general y la propiedad hasta la compensación laboral y la protección cibernética.",
    keyPoints: [
      "La responsabilidad civil general cubre las lesiones de clientes, los daños a la propiedad y los reclamos por publicidad contra su negocio.",
      "La cobertura de propiedad comercial protege su edificio, sus equipos y su inventario.",
      "La compensación laboral (workers' compensation) es obligatoria en la mayoría de los estados en cuanto tiene empleados.",
      "Una póliza para propietarios de negocios (BOP) combina las coberturas de responsabilidad civil y de propiedad a un precio conjunto más bajo.",
    ],
    whatToKnow: [
      "Sus pólizas personales de hogar y de auto suelen excluir las actividades del negocio, aunque el negocio funcione en su casa.",
      "Los arrendadores y los clientes suelen pedir una prueba del seguro de responsabilidad civil antes de firmar un arrendamiento o un contrato.",
      "La cobertura por interrupción del negocio reemplaza los ingresos perdidos mientras se recupera de una pérdida cubierta.",
      "Los grupos de 10 empleados o más pueden calificar para beneficios colectivos de salud, vida y discapacidad.",
    ],
    tips: [
      "Revise su cobertura cada vez que contrate personal, compre equipos, se mude o agregue un servicio.",
      "Pregunte por la responsabilidad civil cibernética si guarda datos de clientes o recibe pagos en línea.",
      "Guarde registros del inventario y de los equipos con números de serie y recibos.",
      "Trabaje con un agente que conozca los riesgos específicos de su industria.",
    ],
  },
  "disaster-preparedness": {
    title: "Preparación para desastres",
    description:
      "Prepare su hogar, su familia y sus finanzas para tormentas, inundaciones, incendios y otros desastres, y sepa qué hacer cuando ocurra uno.",
    keyPoints: [
      "Haga un plan de emergencia con puntos de encuentro, contactos y rutas de evacuación para todos los que viven en su hogar.",
      "Prepare un kit de emergencia con agua, alimentos, medicamentos, una linterna, un radio y copias de sus documentos importantes.",
      "El seguro de hogar estándar no cubre los daños por inundación; el seguro contra inundaciones suele tener un período de espera de unos 30 días.",
      "Revise los límites y los deducibles de su póliza, incluido cualquier deducible aparte por viento o huracán, antes de la temporada de tormentas.",
    ],
    whatToKnow: [
      "Por el período de espera, el seguro contra inundaciones debe comprarse mucho antes de que se pronostique una tormenta.",
      "La cobertura de gastos adicionales de vivienda paga un alojamiento temporal si un desastre cubierto deja su hogar inhabitable.",
      "Después de un desastre, tome medidas razonables para evitar más daños, como cubrir una ventana rota, y guarde los recibos.",
      "Reporte los reclamos en cuanto sea seguro hacerlo; nuestro equipo de reclamos lo atiende las 24 horas, los 7 días de la semana.",
    ],
    tips: [
      "Guarde sus números de póliza y nuestro número de reclamos en su teléfono y en su kit de emergencia.",
      "Tome fotos de su hogar y sus pertenencias ahora, para poder documentar cualquier pérdida más adelante.",
      "Pode los árboles, limpie las canaletas y asegure los muebles de exterior antes de las tormentas.",
      "Inscríbase en las alertas de emergencia locales y conozca su zona de evacuación.",
    ],
  },
};

export const guides: typeof english.guides = englishGuides.map((guide) => ({
  slug: guide.slug,
  icon: guide.icon,
  ...words[guide.slug]!,
}));

export const guidesPage: typeof english.guidesPage = {
  hero: guidesHero,
  library: guidesSection,
  guides,
  help: guidesClosing,
};

export const insuranceGuidesMeta: typeof english.insuranceGuidesMeta = {
  ...englishMeta,
  title: `Guías de seguros | ${company.name}`,
  description:
    "Guías en lenguaje claro sobre seguros de hogar, auto, vida, salud y negocios, y sobre preparación para desastres, con consejos de nuestros agentes.",
};
