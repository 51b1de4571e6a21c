import { intlLocale } from "#app/lib/locale.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import type * as english from "../emails.ts";
import { emailWords as englishWords } from "../emails.ts";
import { productLines, type ProductLine } from "../shared.ts";
import { company } from "./company.ts";
import { complaintFacts } from "../facts/complaints.ts";
import { productLineTitle } from "./product-lines.ts";
import { promisedTimes } from "./promises.ts";

const documentRule = fileRules.conversationDocuments;

/** A count in a Spanish sentence, in US digits ("1,000"). */
const number = (n: number) => n.toLocaleString(intlLocale.es);

/**
 * A claim's type as the form stores it ("home"), in a sentence: "seguro de
 * hogar"; a value that is not a line, as it is.
 */
const claimKind = (claimType: string) =>
  (productLines as readonly string[]).includes(claimType)
    ? productLineTitle(claimType as ProductLine).toLowerCase()
    : claimType;

/**
 * The emails of ../emails.ts in Spanish: every email written to a person.
 * Emails to staff stay English (issue 25: the back office is English), so
 * they are the English module's own objects, not copies.
 */
export const emailWords: typeof english.emailWords = {
  greeting: (name: string) => `Estimado(a) ${name}:`,
  buttonFallback:
    "Si el botón no funciona, copie esta dirección en su navegador:",

  // To staff: stays English (issue 25).
  contactStaff: englishWords.contactStaff,

  contactSender: {
    subject: (reference: string) => `Recibimos su mensaje (${reference})`,
    thanks: `Gracias por comunicarse con ${company.name}. Su mensaje ya llegó a nuestro equipo.`,
    reply: `Le responderemos ${promisedTimes.contact}. Nuestro horario de atención es ${company.supportHours}. Si nos vuelve a escribir sobre este tema, indique su referencia.`,
    youWrote: "Usted escribió:",
    labels: { reference: "Referencia" },
  },

  applicationApplicant: {
    subject: (roleTitle: string) => `Recibimos su solicitud: ${roleTitle}`,
    thanks: (roleTitle: string) =>
      `Gracias por presentar su solicitud para el puesto de ${roleTitle} en ${company.name}. Nuestro equipo de reclutamiento revisará su solicitud y se comunicará con usted sobre los próximos pasos.`,
    labels: { reference: "Referencia" },
  },

  // To staff: stays English (issue 25).
  applicationStaff: englishWords.applicationStaff,

  // To staff: stays English (issue 25).
  verificationStaff: englishWords.verificationStaff,

  verificationApplicant: {
    subject: (reference: string) =>
      `Recibimos su formulario de verificación (${reference})`,
    thanks:
      "Gracias por enviar su formulario de verificación de empleo. Nuestro equipo revisará su información y se comunicará con usted en un plazo de 2 a 3 días hábiles.",
    notYou: `Si usted no envió este formulario, llámenos al ${company.phone}.`,
    labels: { reference: "Referencia" },
  },

  // To staff: stays English (issue 25).
  claimStaff: englishWords.claimStaff,

  claimClaimant: {
    subject: (claimType: string, reference: string) =>
      `Su reclamo de ${claimKind(claimType)} ${reference}`,
    submitted: (claimType: string) =>
      `Su reclamo de ${claimKind(claimType)} se presentó correctamente. Un especialista en reclamos lo revisará en un plazo de 24 a 48 horas y se comunicará con usted sobre los próximos pasos.`,
    checkOnline:
      "Puede consultar su estado y su historial en cualquier momento con la referencia de su reclamo y el número de póliza que nos dio:",
    button: "Consulte su reclamo",
    quoteReference:
      "Indique su referencia en cualquier mensaje sobre este reclamo.",
    filesReceived: (count: number) =>
      count === 1
        ? "Recibimos este archivo con su reclamo:"
        : `Recibimos estos ${count} archivos con su reclamo:`,
    labels: { reference: "Referencia" },
  },

  claimStatus: {
    subject: (reference: string) =>
      `Actualización sobre su reclamo ${reference}`,
    changed: (status: string) =>
      `Su reclamo se encuentra ahora en esta etapa: ${status}.`,
    checkOnline:
      "Puede consultar su estado y su historial en cualquier momento con la referencia de su reclamo y su número de póliza.",
    button: "Consulte su reclamo",
    appealHeading: "Cómo apelar",
    labels: { reference: "Referencia", status: "Estado" },
  },

  complaintStatus: {
    acknowledged: {
      subject: (reference: string) => `Estamos revisando su queja ${reference}`,
      text: (reference: string) =>
        `Tenemos su queja, con la referencia ${reference}, y la estamos revisando. Le enviaremos nuestra respuesta final en un plazo de ${complaintFacts.finalAnswerDays} días desde que la recibimos.`,
    },
    resolved: {
      subject: (reference: string) =>
        `Nuestra respuesta final a su queja ${reference}`,
      outcome: {
        upheld: "Hemos aceptado su queja.",
        partly_upheld: "Hemos aceptado su queja en parte.",
        not_upheld: "No hemos aceptado su queja.",
      },
      fullResponse:
        "Nuestra respuesta completa, con nuestras razones y lo que haremos, está en su conversación con nosotros: léala en nuestro sitio web. El enlace funciona durante 30 días y abre solo esta conversación.",
      button: "Lea nuestra respuesta",
      notSatisfied: `Si no está conforme con nuestra respuesta, puede comunicarse con el departamento de seguros de su estado. En Michigan es el Departamento de Seguros y Servicios Financieros (DIFS), en la línea gratuita ${complaintFacts.michigan.phone} o en línea en ${complaintFacts.michigan.href}. Los departamentos de los demás estados aparecen en ${complaintFacts.otherStatesHref}.`,
    },
    quoteReference:
      "Indique su referencia en cualquier mensaje sobre esta queja.",
    labels: { reference: "Referencia", outcome: "Resultado" },
    outcomeLabels: {
      upheld: "Aceptada",
      partly_upheld: "Aceptada en parte",
      not_upheld: "No aceptada",
    },
  },

  savedEstimate: {
    subject: (reference: string) => `Su cálculo guardado ${reference}`,
    intro: (reference: string) =>
      `Este es el enlace a su cálculo ${reference} de ${company.name}. Muestra las cifras tal como las calculamos y le permite agregar otro tipo de cobertura o pedir un agente.`,
    button: "Abra su cálculo",
    expires: (days: number) =>
      `El enlace funciona durante ${number(days)} días. Cualquier persona que lo tenga puede ver el cálculo, que no incluye ningún nombre ni datos de contacto. No guardamos su dirección de correo electrónico.`,
    notYou:
      "Si usted no pidió este correo electrónico, puede ignorarlo: no le enviaremos nada más.",
    labels: { reference: "Referencia" },
  },

  quoteRequester: {
    subject: (reference: string) =>
      `Recibimos su solicitud de un agente (${reference})`,
    thanks: (lines: string, promised: string) =>
      `Gracias por pedir hablar con un agente sobre su cálculo para ${lines}. Un agente autorizado se comunicará con usted ${promised}.`,
    emailOnly:
      "Usted no aceptó recibir llamadas ni mensajes de texto, así que nos comunicaremos con usted solo por correo electrónico.",
    consented: (channel: string) =>
      `Usted aceptó recibir llamadas y mensajes de texto sobre esta solicitud: nos comunicaremos con usted por ${channel.toLowerCase()}. Puede retirar ese consentimiento en cualquier momento respondiendo a este correo electrónico.`,
    neverShared: `${company.name} nunca comparte sus datos con nadie más.`,
    button: "Vea su cálculo",
    labels: {
      reference: "Referencia",
      contactBy: "Medio de contacto",
      time: "Horario preferido",
    },
  },

  // To staff: stays English (issue 25).
  quoteStaff: englishWords.quoteStaff,

  complaintPerson: {
    subject: (reference: string) => `Recibimos su queja (${reference})`,
    thanks:
      "Gracias por decírnoslo. Su queja ya llegó a nuestro equipo y quedó registrada con la referencia que aparece abajo.",
    promise: `Confirmaremos que la recibimos ${promisedTimes.complaint} y le enviaremos nuestra respuesta final en un plazo de ${complaintFacts.finalAnswerDays} días. Si no podemos responderle en un plazo de ${complaintFacts.finalAnswerDays} días, le escribiremos para explicarle por qué y cuándo tendrá nuestra respuesta.`,
    filesReceived: (count: number) =>
      count === 1
        ? "Recibimos este archivo con su queja:"
        : `Recibimos estos ${count} archivos con su queja:`,
    quoteReference:
      "Indique su referencia en cualquier mensaje sobre esta queja.",
    regulator: `También puede comunicarse con el departamento de seguros de su estado en cualquier momento. En Michigan es el Departamento de Seguros y Servicios Financieros (DIFS), en la línea gratuita ${complaintFacts.michigan.phone} o en línea en ${complaintFacts.michigan.href}.`,
    labels: { reference: "Referencia" },
  },

  // To staff: stays English (issue 25).
  complaintStaff: englishWords.complaintStaff,

  conversationReply: {
    subject: `Re: Su mensaje a ${company.name}`,
    quoteSubject: (reference: string) =>
      `Re: Su solicitud de un agente (${reference})`,
    contactSubject: (reference: string) =>
      `Re: Su mensaje a ${company.name} (${reference})`,
    answer: "Para contestar, basta con responder a este correo electrónico.",
  },

  conversationNotice: {
    subject: (reference: string) => `Nuevo mensaje sobre ${reference}`,
    intro: (reference: string) =>
      `Tiene un mensaje nuevo de ${company.name} sobre ${reference}. Para proteger su privacidad, no lo incluimos en este correo electrónico: léalo en nuestro sitio web.`,
    documents: (count: number) =>
      count === 1
        ? "Le pedimos un documento, que puede subir en la misma página."
        : `Le pedimos ${number(count)} documentos, que puede subir en la misma página.`,
    button: "Lea el mensaje",
    expiry:
      "El enlace funciona durante 30 días y solo abre esta conversación. Puede contestar en esa página o respondiendo a este correo electrónico; no envíe por correo electrónico su número de Seguro Social, sus datos bancarios ni documentos.",
    labels: { reference: "Referencia" },
  },

  conversationLink: {
    subject: (reference: string) => `Su enlace seguro para ${reference}`,
    intro: (reference: string) =>
      `Nos pidió un enlace a los mensajes sobre su reclamo ${reference}. Abre la página donde puede leer lo que le escribimos y enviarnos lo que le pedimos.`,
    documents: (count: number) =>
      count === 1
        ? "Estamos esperando un documento suyo, que puede subir en esa página."
        : `Estamos esperando ${number(count)} documentos suyos, que puede subir en esa página.`,
    button: "Abra los mensajes",
    expiry:
      "El enlace funciona durante 30 días y solo abre esta conversación. Si usted no lo pidió, puede ignorar este correo electrónico: nadie más lo recibió.",
    labels: { reference: "Referencia" },
  },

  // To staff: stays English (issue 25).
  conversationStaff: englishWords.conversationStaff,
  conversationAssignee: englishWords.conversationAssignee,

  conversationAttachmentsRefused: {
    subject: (reference: string | null) =>
      reference
        ? `No pudimos aceptar los archivos adjuntos de su correo electrónico sobre ${reference}`
        : "No pudimos aceptar los archivos adjuntos de su correo electrónico",
    body: `Gracias por su respuesta, que ya recibimos. No pudimos aceptar los archivos que se indican abajo. Un correo electrónico puede traer hasta ${number(documentRule.maxFiles)} documentos, cada uno en formato PDF, PNG o JPEG de hasta ${number(documentRule.maxMegabytes)} MB; también puede subirlos en la página de la conversación.`,
    notTaken: `Gracias por su respuesta, que ya recibimos. No pudimos aceptar los archivos adjuntos: en esta conversación no aceptamos documentos por correo electrónico. Si necesitamos alguno, se lo pediremos y le enviaremos un enlace seguro; o llámenos al ${company.phone}.`,
    button: "Súbalos en la página de la conversación",
  },

  confirmEmail: {
    subject: `Confirme su dirección de correo electrónico para ${company.name}`,
    thanks: `Gracias por crear una cuenta en el portal de clientes de ${company.name}. Confirme su dirección de correo electrónico para terminar de iniciar sesión.`,
    expiry:
      "El enlace funciona una sola vez y vence en 24 horas. Si usted no creó esta cuenta, puede ignorar este correo electrónico.",
    button: "Confirmar mi dirección de correo electrónico",
  },

  passwordReset: {
    subject: `Restablezca su contraseña de ${company.name}`,
    request:
      "Recibimos una solicitud para restablecer la contraseña de su cuenta del portal de clientes. Elija una contraseña nueva aquí:",
    expiry: `El enlace funciona una sola vez y vence en 1 hora. Si usted no lo pidió, puede ignorar este correo electrónico: su contraseña no cambiará. ¿Tiene preguntas? Llámenos al ${company.phone}.`,
    button: "Elija una contraseña nueva",
  },

  // To staff: stays English (issue 25).
  staffInvite: englishWords.staffInvite,

  existingAccount: {
    subject: `Ya tiene una cuenta de ${company.name}`,
    attempt:
      "Alguien intentó crear una cuenta del portal de clientes con su dirección de correo electrónico. Usted ya tiene una, así que no se cambió nada.",
    ifYou: (signInUrl: string, resetUrl: string) =>
      `Si fue usted, inicie sesión en ${signInUrl}, o elija una contraseña nueva en ${resetUrl} si la olvidó.`,
    ifNotYou: `Si no fue usted, puede ignorar este correo electrónico. ¿Tiene preguntas? Llámenos al ${company.phone}.`,
  },
};
