import type * as english from "../roles.ts";
import { roles as englishRoles, type Role } from "../roles.ts";

/**
 * The roles in Spanish (../roles.ts), in its order: a role's id is its
 * position. Icons, dates and the facts shown through labels (location,
 * experience, employment type: ../careers.ts) are the English role's. Job
 * titles are translated, as US employers' Spanish job ads do
 * (docs/spanish-glossary.md).
 */
const words: readonly Pick<
  Role,
  "title" | "description" | "skills" | "responsibilities"
>[] = [
  {
    title: "Auxiliar administrativo",
    description:
      "Mantenga nuestras operaciones en marcha: organice registros, prepare correspondencia y apoye a los equipos de pólizas y de reclamos con el trabajo administrativo diario.",
    skills: [
      "Microsoft Office y Google Workspace",
      "Organización y manejo del tiempo",
      "Atención al detalle",
      "Comunicación escrita clara",
      "Mecanografía de más de 40 palabras por minuto",
    ],
    responsibilities: [
      "Mantener al día los archivos digitales de pólizas y de clientes",
      "Preparar cartas, informes y documentos de pólizas",
      "Programar reuniones y administrar calendarios compartidos",
      "Procesar el correo entrante y enviar cada documento al equipo que corresponde",
      "Apoyar a los líderes de equipo con solicitudes de datos y proyectos especiales",
    ],
  },
  {
    title: "Programador de citas / calificador de prospectos",
    description:
      "Comuníquese con personas que han preguntado por una cobertura, entienda sus necesidades y programe consultas con nuestros agentes autorizados.",
    skills: [
      "Seguridad al comunicarse por teléfono",
      "Escucha activa",
      "Software de CRM",
      "Orientación a metas",
      "Programación y seguimiento",
    ],
    responsibilities: [
      "Llamar y escribir a posibles clientes que pidieron una cotización",
      "Hacer preguntas de calificación para entender sus necesidades de cobertura",
      "Programar citas con agentes autorizados",
      "Registrar cada interacción con precisión en nuestro CRM",
      "Cumplir las metas semanales de citas y de calidad",
    ],
  },
  {
    title: "Agente de apoyo de facturación y reclamos",
    description:
      "Ayude a los clientes a entender sus facturas, a establecer planes de pago y a seguir el avance de sus reclamos, en estrecha colaboración con nuestros especialistas en reclamos.",
    skills: [
      "Servicio al cliente",
      "Conocimientos básicos de contabilidad y facturación",
      "Resolución de problemas",
      "Sistemas de procesamiento de pagos",
      "Empatía bajo presión",
    ],
    responsibilities: [
      "Responder preguntas de facturación por teléfono, correo electrónico y chat",
      "Procesar pagos, reembolsos y cambios en planes de pago",
      "Informar a los clientes con claridad sobre el estado de sus reclamos",
      "Resolver diferencias de facturación con el equipo de finanzas",
      "Documentar cada caso en nuestro sistema de administración de pólizas",
    ],
  },
  {
    title: "Coordinador de recepción de reclamos",
    description:
      "Sea el primer punto de contacto después de una pérdida: registre los reclamos nuevos con precisión, reúna los documentos necesarios y asigne cada reclamo al ajustador indicado.",
    skills: [
      "Comunicación compasiva",
      "Ingreso de datos preciso",
      "Terminología de reclamos de seguros",
      "Capacidad para realizar varias tareas a la vez",
      "Manejo de documentos",
    ],
    responsibilities: [
      "Recibir los primeros avisos de pérdida por teléfono y en línea",
      "Verificar los datos de la póliza y las fechas de cobertura",
      "Solicitar y organizar fotos, informes y documentos de respaldo",
      "Asignar los reclamos nuevos al ajustador indicado dentro de los plazos de servicio",
      "Señalar para revisión los reclamos urgentes o posiblemente fraudulentos",
    ],
  },
  {
    title: "Representante de servicio al cliente",
    description:
      "Atienda llamadas de clientes en nuestro centro de llamadas remoto y ayúdelos con preguntas sobre sus pólizas, cambios de cobertura y solicitudes diarias.",
    skills: [
      "Excelente trato telefónico",
      "Paciencia y empatía",
      "Resolución de problemas",
      "Manejo de computadoras",
      "Bilingüe inglés/español, una ventaja",
    ],
    responsibilities: [
      "Atender llamadas entrantes sobre pólizas, facturación y cobertura",
      "Actualizar la información de los clientes y los datos de sus pólizas",
      "Explicar las opciones de cobertura en términos claros y sencillos",
      "Pasar los asuntos complejos a los especialistas",
      "Cumplir los estándares de calidad y de satisfacción del cliente",
    ],
  },
  {
    title: "Capturista de datos",
    description:
      "Ingrese y actualice con rapidez y precisión la información de pólizas, clientes y reclamos en nuestros sistemas, para que nuestros registros estén completos y sean confiables.",
    skills: [
      "Mecanografía de más de 50 palabras por minuto",
      "Alta precisión",
      "Programas de hojas de cálculo",
      "Confidencialidad",
      "Motivación propia",
    ],
    responsibilities: [
      "Ingresar datos de solicitudes, formularios y documentos escaneados",
      "Verificar que los registros sean precisos y estén completos",
      "Corregir errores y completar la información que falta",
      "Mantener la confidencialidad de los datos de los clientes",
      "Cumplir las metas diarias de precisión y de volumen",
    ],
  },
  {
    title: "Analista de revisión de documentos",
    description:
      "Revise solicitudes, expedientes de reclamos y documentos de respaldo para confirmar que estén completos, sean precisos y cumplan las normas antes de pasar a suscripción o a pago.",
    skills: [
      "Pensamiento analítico",
      "Atención al detalle",
      "Documentación de seguros",
      "Conocimiento del cumplimiento normativo",
      "Redacción de informes",
    ],
    responsibilities: [
      "Revisar documentos según las pautas de suscripción y de reclamos",
      "Identificar información que falta, que no concuerda o que es sospechosa",
      "Resumir los hallazgos para los suscriptores y los ajustadores",
      "Dar seguimiento a los resultados de las revisiones y a sus plazos",
      "Proponer mejoras a las listas de verificación de documentos",
    ],
  },
  {
    title: "Especialista en verificación de seguros",
    description:
      "Confirme la cobertura, la elegibilidad y los beneficios con clientes, proveedores y otras aseguradoras para que los reclamos y los servicios avancen sin demoras.",
    skills: [
      "Terminología de seguros",
      "Comunicación por teléfono y correo electrónico",
      "Habilidades de investigación",
      "Precisión",
      "Sistemas de elegibilidad",
    ],
    responsibilities: [
      "Verificar el estado de la póliza, la cobertura y los beneficios",
      "Comunicarse con proveedores y otras aseguradoras para confirmar los datos",
      "Registrar los resultados de cada verificación en nuestros sistemas",
      "Resolver diferencias de cobertura",
      "Mantenerse al día con los cambios de pólizas y de planes",
    ],
  },
  {
    title: "Agente de soporte por chat en vivo",
    description:
      "Apoye a los titulares de pólizas por chat en vivo y responda en tiempo real sus preguntas sobre su cobertura, sus pagos y sus reclamos.",
    skills: [
      "Mecanografía rápida y precisa",
      "Comunicación escrita clara",
      "Atender varios chats a la vez",
      "Enfoque en el cliente",
      "Software de mesa de ayuda",
    ],
    responsibilities: [
      "Responder los chats de los titulares de pólizas con rapidez y profesionalismo",
      "Ayudar a los clientes a actualizar sus pólizas y hacer pagos",
      "Informar sobre el estado de los reclamos",
      "Pasar los casos complejos al especialista indicado",
      "Documentar cada conversación con precisión",
    ],
  },
  {
    title: "Soporte por chat en línea",
    description:
      "Dé la bienvenida a los visitantes de nuestro sitio web por chat en línea, responda sus preguntas sobre nuestros seguros y guíelos hacia una cotización.",
    skills: [
      "Tono escrito amable",
      "Conocimiento de los productos",
      "Capacidad para realizar varias tareas a la vez",
      "Habilidades básicas de ventas",
      "Software de chat",
    ],
    responsibilities: [
      "Responder en tiempo real las preguntas de los visitantes del sitio web",
      "Explicar nuestros productos y las opciones de cobertura",
      "Reunir los datos y pasar a los agentes los prospectos calificados",
      "Compartir guías y recursos útiles",
      "Mantener altos niveles de satisfacción del cliente",
    ],
  },
  {
    title: "Especialista en servicio de pólizas",
    description:
      "Administre los cambios a las pólizas vigentes, desde cláusulas adicionales y renovaciones hasta cancelaciones, y asegúrese de que cada cambio sea preciso y cumpla las normas.",
    skills: [
      "Administración de pólizas",
      "Conocimiento de seguros (licencia, una ventaja)",
      "Precisión",
      "Comunicación con los clientes",
      "Resolución de problemas",
    ],
    responsibilities: [
      "Procesar cláusulas adicionales, renovaciones y cancelaciones",
      "Revisar que los cambios de pólizas sean precisos y cumplan las normas",
      "Responder preguntas de clientes y agentes sobre los términos de las pólizas",
      "Coordinar con suscripción los cambios complejos",
      "Mantener completos los registros de las pólizas",
    ],
  },
  {
    title: "Recepcionista virtual",
    description:
      "Sea la voz amable de nuestra compañía: conteste y transfiera llamadas, salude a quienes llaman y tome mensajes para nuestros agentes y equipos.",
    skills: [
      "Trato telefónico profesional",
      "Sistemas telefónicos de varias líneas",
      "Organización",
      "Manejo de calendarios",
      "Comunicación clara",
    ],
    responsibilities: [
      "Contestar y transferir con rapidez las llamadas entrantes",
      "Saludar a quienes llaman e identificar lo que necesitan",
      "Tomar mensajes precisos y programar devoluciones de llamadas",
      "Administrar los calendarios y las citas de los agentes",
      "Mantener al día el directorio de la compañía",
    ],
  },
];

export const roles: typeof english.roles = englishRoles.map((role, index) => ({
  ...role,
  ...words[index]!,
}));
