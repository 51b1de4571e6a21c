import type * as english from "../legal.ts";
import {
  accessibilityMeta as englishAccessibilityMeta,
  accessibilityStatement as englishAccessibility,
  privacyPolicy as englishPrivacy,
  privacyPolicyMeta as englishPrivacyMeta,
  termsOfService as englishTerms,
  termsOfServiceMeta as englishTermsMeta,
} from "../legal.ts";
import { companyAddressLine } from "../company.ts";
import { company } from "./company.ts";

/**
 * The legal pages in Spanish (../legal.ts), each under the line that the
 * English version governs, as US insurers' Spanish pages say. Dates are the
 * English documents' own, formatted in Spanish by the page.
 */
export const legalPageText: typeof english.legalPageText = {
  lastUpdated: (date) => `Última actualización: ${date}`,
  contents: "Contenido",
  governingVersion:
    "Esta traducción se ofrece para su comodidad. Si hay alguna diferencia entre esta versión y la versión en inglés, prevalecerá la versión en inglés.",
};

const contactLines: readonly string[] = [
  `Correo electrónico: ${company.email}`,
  `Teléfono: ${company.phone} (${company.supportHours})`,
  `Correo postal: ${company.name}, ${companyAddressLine}`,
];

export const termsOfService: typeof english.termsOfService = {
  title: "Términos del servicio",
  lastUpdated: englishTerms.lastUpdated,
  intro: [
    `Estos Términos del servicio rigen el uso que usted hace del sitio web, el portal de clientes y los formularios en línea de ${company.name} (en conjunto, los "Servicios"). Léalos con atención. Al usar los Servicios, usted acepta estos términos.`,
  ],
  sections: [
    {
      heading: "Aceptación de los términos",
      paragraphs: [
        "Al acceder a los Servicios o usarlos, usted confirma que ha leído y entendido estos Términos y nuestra Política de privacidad, y que acepta quedar obligado por ellos. Si no está de acuerdo, no use los Servicios.",
      ],
    },
    {
      heading: "Finalidad informativa del sitio web",
      paragraphs: [
        company.disclaimer,
        "Las descripciones de planes y los precios que se muestran en el sitio web son ejemplos. Su cobertura, su prima y su elegibilidad reales se determinan mediante la suscripción del riesgo y constan en los documentos de la póliza que se le emitan.",
      ],
    },
    {
      heading: "Elegibilidad y cuentas",
      paragraphs: [
        "Para crear una cuenta o enviar un formulario, usted debe tener al menos 18 años y capacidad para celebrar un contrato vinculante.",
        "Usted es responsable de mantener la confidencialidad de su contraseña y de toda la actividad de su cuenta. Avísenos de inmediato si sospecha que alguien la usa sin autorización.",
      ],
    },
    {
      heading: "Cotizaciones, solicitudes y pólizas",
      paragraphs: [
        "Las cotizaciones se calculan con la información que usted nos da y no garantizan la cobertura ni el precio. La cobertura comienza solo cuando aprobamos su solicitud y confirmamos su póliza por escrito.",
        "Los términos de su póliza de seguro, incluidos su cobertura, sus límites, sus deducibles y sus exclusiones, prevalecen sobre cualquier contenido de este sitio web.",
      ],
    },
    {
      heading: "Información exacta y reclamos",
      paragraphs: [
        "Usted se compromete a proporcionar información exacta y completa en cada solicitud de cotización, solicitud de seguro, reclamo y formulario. Dar a sabiendas información falsa o engañosa para obtener cobertura o un pago es fraude de seguros y puede dar lugar al rechazo de un reclamo, a la cancelación de su póliza y a un proceso penal.",
      ],
    },
    {
      heading: "Solicitudes de empleo y verificación",
      paragraphs: [
        "Las solicitudes de empleo y los formularios de verificación laboral que se envían por medio de los Servicios se usan solo para evaluar a los candidatos y completar la verificación laboral, como se describe en nuestra Política de privacidad. Enviar una solicitud no garantiza una entrevista ni una oferta de empleo.",
        "Usted confirma que los documentos de identidad y la información que envía son suyos y auténticos.",
      ],
    },
    {
      heading: "Uso aceptable",
      paragraphs: ["Al usar los Servicios, usted se compromete a no:"],
      items: [
        "Usar los Servicios con fines ilícitos o fraudulentos",
        "Enviar información sobre otra persona sin su autorización",
        "Intentar acceder sin autorización a nuestros sistemas o a las cuentas de otros usuarios",
        "Subir archivos que contengan software malicioso o que interfieran con el funcionamiento de los Servicios",
        "Copiar, extraer o revender contenido de los Servicios sin nuestro permiso por escrito",
      ],
    },
    {
      heading: "Propiedad intelectual",
      paragraphs: [
        `Todo el contenido de los Servicios, incluidos textos, gráficos, logotipos y software, pertenece a ${company.name} o a sus licenciantes y está protegido por las leyes de derechos de autor y de marcas. Usted puede ver e imprimir páginas para su uso personal y no comercial.`,
      ],
    },
    {
      heading: "Exenciones y limitación de responsabilidad",
      paragraphs: [
        'Los Servicios se ofrecen "tal cual" y "según disponibilidad". Trabajamos para que sean exactos y estén disponibles, pero no garantizamos que funcionen sin interrupciones ni errores.',
        `En la máxima medida que permita la ley, ${company.name} no es responsable de daños indirectos, incidentales o consecuentes derivados del uso de los Servicios. Nada de lo dispuesto en estos Términos limita nuestras obligaciones conforme a una póliza de seguro emitida a su nombre.`,
      ],
    },
    {
      heading: "Ley aplicable",
      paragraphs: [
        "Estos Términos se rigen por las leyes del estado de Michigan, sin tener en cuenta sus normas sobre conflicto de leyes. Toda controversia relacionada con los Servicios se presentará ante los tribunales estatales o federales del condado de Wayne, Michigan, salvo que la ley de su estado disponga otra cosa.",
      ],
    },
    {
      heading: "Cambios a estos términos y contacto",
      paragraphs: [
        'Podemos actualizar estos Términos periódicamente. La fecha de "Última actualización" en la parte superior de esta página indica cuándo cambiaron por última vez, y si usted sigue usando los Servicios, acepta los Términos actualizados.',
        "Puede enviarnos sus preguntas sobre estos Términos a:",
      ],
      items: contactLines,
    },
  ],
};

export const privacyPolicy: typeof english.privacyPolicy = {
  title: "Política de privacidad",
  lastUpdated: englishPrivacy.lastUpdated,
  intro: [
    `${company.name} respeta su privacidad. Esta política explica qué información personal recopilamos por medio de nuestro sitio web, el portal de clientes y los formularios en línea, por qué la recopilamos, cómo la protegemos y qué opciones tiene usted.`,
  ],
  sections: [
    {
      heading: "Información que recopilamos",
      paragraphs: ["Según cómo use nuestros Servicios, recopilamos:"],
      items: [
        "Datos de contacto: su nombre, su correo electrónico, su número de teléfono y su dirección postal",
        "Información de la cuenta: su correo electrónico, su nombre y su contraseña en forma cifrada",
        "Información de cotizaciones y pólizas: los datos de su hogar, sus vehículos, su salud, su familia o su negocio que usted comparte para obtener cobertura",
        "Información de reclamos: números de póliza, descripciones del incidente y las fotos y documentos que usted sube",
        "Información de solicitudes de empleo: su currículum, su carta de presentación, su experiencia y sus datos de contacto",
        "Información de verificación laboral: su número de Seguro Social, las imágenes de su licencia de conducir (frente y reverso), el nombre de su banco, su puntaje de crédito, su compañía de telefonía y los puestos que le interesan",
        "Información técnica: el tipo de navegador, el dispositivo, las páginas visitadas y la dirección IP, recopilados mediante cookies esenciales y registros del servidor",
      ],
    },
    {
      heading: "Cómo usamos su información",
      paragraphs: [
        "Usamos la información personal solo para los fines para los que se nos dio, entre ellos:",
      ],
      items: [
        "Responder sus preguntas y preparar cotizaciones",
        "Suscribir, emitir y administrar pólizas de seguro",
        "Tramitar, investigar y pagar reclamos, y prevenir el fraude",
        "Evaluar solicitudes de empleo y completar la verificación laboral y de identidad",
        "Proteger su cuenta y nuestros Servicios",
        "Cumplir nuestras obligaciones legales y regulatorias",
      ],
    },
    {
      heading: "Información delicada",
      paragraphs: [
        "Los números de Seguro Social, los documentos de identidad y los datos financieros se recopilan solo mediante nuestro formulario de verificación laboral, y solo para verificar la identidad y la elegibilidad para trabajar y para dar de alta en la nómina a los candidatos contratados.",
        "El acceso a esta información se limita al pequeño número de empleados autorizados que la necesitan para ese fin. Nunca la vendemos, nunca la usamos con fines de mercadeo y nunca mostramos un número de Seguro Social completo una vez enviado.",
      ],
    },
    {
      heading: "Cómo compartimos la información",
      paragraphs: [
        "No vendemos su información personal. Solo la compartimos con proveedores de servicios que nos ayudan a operar los Servicios (como alojamiento, correo electrónico y procesamiento de pagos) mediante contratos que los obligan a protegerla; con reaseguradores, ajustadores y otras partes que intervienen en la administración de su póliza o de su reclamo; y con autoridades reguladoras o policiales cuando la ley lo exige.",
      ],
    },
    {
      heading: "Cómo protegemos su información",
      paragraphs: [
        "Toda la información se nos envía por conexiones cifradas (HTTPS). Los datos almacenados, incluidos los documentos que usted sube, se guardan cifrados, y los documentos de identidad y los currículums se conservan en un almacenamiento privado al que nunca se puede acceder públicamente.",
        "Limitamos el acceso a quienes lo necesitan, registramos el acceso a los expedientes delicados y revisamos periódicamente nuestras prácticas de seguridad. Ningún sistema es perfectamente seguro, pero trabajamos sin pausa para proteger su información.",
      ],
    },
    {
      heading: "Cuánto tiempo conservamos la información",
      paragraphs: [
        "Conservamos la información personal solo mientras sea necesaria para el fin con que se recopiló o mientras la ley lo exija:",
      ],
      items: [
        "Expedientes de pólizas y reclamos: durante la vigencia de la póliza y el plazo posterior que exijan las normas de seguros",
        "Solicitudes de empleo y currículums: hasta dos años después de la solicitud, para poder considerarlo en puestos futuros, salvo que nos pida eliminarlos antes",
        "Información de verificación laboral: hasta completar la verificación y, después, solo mientras lo exijan las leyes laborales y tributarias; la de los candidatos no contratados se elimina de forma segura",
        "Mensajes de contacto: hasta tres años",
      ],
    },
    {
      heading: "Sus derechos y opciones",
      paragraphs: [
        "Según el lugar donde viva, usted puede tener derecho a acceder a la información personal que tenemos sobre usted, corregirla, pedirnos que la eliminemos o recibir una copia. También puede dejar de recibir correos de mercadeo en cualquier momento con el enlace que incluye cada correo.",
        "Para ejercer cualquiera de estos derechos, comuníquese con nosotros mediante los datos que aparecen más abajo. Verificaremos su identidad antes de atender su solicitud y le responderemos en el plazo que exija la ley. No lo discriminaremos por ejercer sus derechos.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Usamos solo las cookies necesarias para que funcionen los Servicios, como las que mantienen abierta su sesión en el portal de clientes. No usamos cookies publicitarias. El mapa de nuestra oficina se carga desde un proveedor de mapas externo solo cuando usted decide mostrarlo.",
      ],
    },
    {
      heading: "Privacidad de los menores",
      paragraphs: [
        "Nuestros Servicios no están dirigidos a menores de 13 años, y no recopilamos a sabiendas información personal de ellos. La información de los menores cubiertos por una póliza familiar la proporciona y la administra el titular de la póliza.",
      ],
    },
    {
      heading: "Cambios a esta política",
      paragraphs: [
        'Podemos actualizar esta política periódicamente. La fecha de "Última actualización" indica cuándo cambió por última vez. Si hacemos cambios importantes, se lo notificaremos a los clientes por correo electrónico o por medio del portal de clientes.',
      ],
    },
    {
      heading: "Contáctenos",
      paragraphs: [
        "Si tiene preguntas sobre esta política o sobre su información personal, comuníquese con nosotros:",
      ],
      items: contactLines,
    },
  ],
};

export const accessibilityStatement: typeof english.accessibilityStatement = {
  title: "Declaración de accesibilidad",
  lastUpdated: englishAccessibility.lastUpdated,
  intro: [
    `${company.name} se compromete a que todas las personas, incluidas las personas con discapacidad, puedan usar nuestro sitio web. Mejoramos continuamente la experiencia de todos los visitantes y aplicamos las normas de accesibilidad correspondientes.`,
  ],
  sections: [
    {
      heading: "Estado de conformidad",
      paragraphs: [
        "Las Pautas de Accesibilidad para el Contenido Web (WCAG) definen requisitos para mejorar la accesibilidad para las personas con discapacidad. Este sitio web cumple parcialmente con el nivel AA de las WCAG 2.1. Cumplir parcialmente significa que algunas partes del contenido todavía no se ajustan por completo a la norma.",
      ],
    },
    {
      heading: "Funciones de accesibilidad",
      paragraphs: ["Nuestro sitio web incluye las siguientes funciones:"],
      items: [
        "El texto se puede ampliar hasta un 200 por ciento sin perder contenido ni funciones",
        "Cada página se puede usar solo con el teclado, con un indicador de foco visible",
        "Un enlace para saltar lo lleva directamente al contenido principal",
        "Las imágenes tienen alternativas de texto, y las imágenes decorativas se ocultan a los lectores de pantalla",
        "Los campos de los formularios tienen etiquetas, y los errores se describen con texto junto a cada campo",
        "El texto y los elementos interactivos cumplen los requisitos de contraste de color",
        "Las páginas funcionan con lectores de pantalla actuales como NVDA, JAWS y VoiceOver",
      ],
    },
    {
      heading: "Limitaciones conocidas",
      paragraphs: [
        "A pesar de nuestros esfuerzos, es posible que parte del contenido todavía no sea totalmente accesible:",
      ],
      items: [
        "El mapa de la oficina lo ofrece un tercero y puede no ser totalmente accesible; nuestra dirección y el enlace con indicaciones siempre están disponibles como texto",
        "Los documentos que suben los clientes, como las fotos de un reclamo, pueden no tener alternativas de texto",
        "Algunos documentos PDF antiguos pueden no ser totalmente accesibles; comuníquese con nosotros y se los daremos en un formato accesible",
      ],
    },
    {
      heading: "Comentarios",
      paragraphs: [
        "Sus comentarios sobre la accesibilidad de nuestro sitio web son bienvenidos. Si encuentra una barrera, díganos en qué página y qué intentaba hacer. Respondemos los comentarios sobre accesibilidad en un plazo de 2 días hábiles.",
      ],
      items: contactLines,
    },
    {
      heading: "Método de evaluación",
      paragraphs: [
        `${company.name} evalúa la accesibilidad de este sitio web con pruebas automatizadas en cada versión y con pruebas manuales periódicas con teclado y lectores de pantalla.`,
      ],
    },
  ],
};

export const privacyPolicyMeta: typeof english.privacyPolicyMeta = {
  ...englishPrivacyMeta,
  title: `Política de privacidad | ${company.name}`,
  description: `Cómo ${company.name} recopila, usa, protege y conserva su información personal, y cómo ejercer sus derechos de privacidad.`,
};

export const termsOfServiceMeta: typeof english.termsOfServiceMeta = {
  ...englishTermsMeta,
  title: `Términos del servicio | ${company.name}`,
  description: `Los términos que rigen el uso del sitio web, el portal de clientes y los formularios en línea de ${company.name}.`,
};

export const accessibilityMeta: typeof english.accessibilityMeta = {
  ...englishAccessibilityMeta,
  title: `Declaración de accesibilidad | ${company.name}`,
  description:
    "Nuestro compromiso con un sitio web accesible: conformidad con las WCAG 2.1 AA, funciones de accesibilidad, limitaciones conocidas y cómo enviarnos comentarios.",
};
