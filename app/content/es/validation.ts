import type * as english from "../validation.ts";
import { MESSAGE_MAX_LENGTH } from "#app/lib/schemas/conversation-limits.ts";
import { fileRules, type FileRule } from "#app/lib/schemas/file-rules.ts";
import {
  COVER_LETTER_MAX,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
} from "#app/lib/schemas/limits.ts";

const figure = (value: number) => value.toLocaleString("es-US");

/** The public forms' field messages in Spanish (../validation.ts); the limits are the rules'. */
const resumeRequired = "Adjunte su currículum antes de enviar la solicitud.";
const ssnMismatch = "Los números de Seguro Social no coinciden.";
const positionRequired = "Seleccione al menos un puesto que le interese.";

export const validationMessages: typeof english.validationMessages = {
  email: "Escriba un correo electrónico válido",
  phone:
    "Escriba un número de teléfono válido de EE. UU., por ejemplo (313) 555-0100",
  policyNumber:
    "Un número de póliza tiene dos letras y siete dígitos, por ejemplo HL-1234567",
  required: "Este campo es obligatorio",

  files: {
    invalidType: (rule: FileRule) =>
      `Tipo de archivo no válido. Tipos aceptados: ${rule.extensions.join(", ")}`,
    tooLarge: (rule: FileRule) =>
      `El archivo supera el límite de ${rule.maxMegabytes} MB`,
    tooMany: (rule: FileRule) =>
      `Puede adjuntar como máximo ${rule.maxFiles} archivos`,
  },

  contact: {
    fullName: "El nombre debe tener al menos 2 caracteres",
    message: "El mensaje debe tener al menos 10 caracteres",
  },

  claim: {
    claimType: "Elija un tipo de reclamo",
    policyNumber: "El número de póliza es obligatorio",
    incidentDate: "La fecha del incidente es obligatoria",
    futureDate: "La fecha del incidente no puede ser una fecha futura",
    description: "La descripción del incidente es obligatoria",
    descriptionLength: `La descripción puede tener como máximo ${figure(5000)} caracteres`,
    claimantName: "Su nombre es obligatorio",
    agreement: "Confirme que la información es correcta",
  },

  complaint: {
    fullName: "Su nombre es obligatorio",
    about: "Elija de qué trata su queja",
    ourReference:
      "Escriba una referencia nuestra, como CL012345, Q-012345, CT-012345, APP-012345 o VER-012345, o deje el campo vacío",
    whatHappened: "Cuéntenos qué pasó",
    whatHappenedLength: `Qué pasó puede tener como máximo ${figure(5000)} caracteres`,
    putRight: "Cuéntenos qué lo arreglaría",
    putRightLength: `Qué lo arreglaría puede tener como máximo ${figure(2000)} caracteres`,
  },

  claimCheck: {
    reference: "El número de reclamo es obligatorio",
    referenceShape:
      "Un número de reclamo es CL seguido de 6 o 12 dígitos, por ejemplo CL012345",
  },

  application: {
    fullName: "El nombre completo es obligatorio",
    phone: "El número de teléfono es obligatorio",
    address: "La dirección es obligatoria",
    experience: "Elija su experiencia",
    coverLetter: `La carta de presentación puede tener como máximo ${figure(COVER_LETTER_MAX)} caracteres`,
    resume: resumeRequired,
  },

  verification: {
    state: "Elija un estado",
    zipCode: "Escriba un código postal (ZIP) de 5 dígitos",
    creditScoreNumber: "El puntaje de crédito debe ser un número",
    creditScoreWhole: "El puntaje de crédito debe ser un número entero",
    creditScoreMin: `El puntaje de crédito debe ser de al menos ${CREDIT_SCORE_MIN}`,
    creditScoreMax: `El puntaje de crédito puede ser como máximo ${CREDIT_SCORE_MAX}`,
    ssn: "Escriba el SSN con el formato ###-##-####",
    ssnMismatch,
    position: positionRequired,
    otherPosition: "Describa el otro puesto que le interesa",
    additionalInfo: `La información adicional puede tener como máximo ${figure(5000)} caracteres`,
    driversLicenseFront: "Adjunte el frente de su licencia de conducir",
    driversLicenseBack: "Adjunte el reverso de su licencia de conducir",
  },

  conversation: {
    messageLength: `Su mensaje puede tener como máximo ${figure(MESSAGE_MAX_LENGTH)} caracteres`,
    messageRequired: "Escriba un mensaje o elija un documento para enviar.",
    tooManyDocuments: `Puede enviar como máximo ${fileRules.conversationDocuments.maxFiles} documentos en un mensaje.`,
  },

  toasts: {
    requiredMissing: {
      title: "Faltan campos obligatorios",
      description: "Complete todos los campos obligatorios.",
    },
    ssnMismatch: {
      title: "Los números de Seguro Social no coinciden",
      description: ssnMismatch,
    },
    positionRequired: {
      title: "Falta el puesto",
      description: positionRequired,
    },
    resumeRequired: {
      title: "Falta el currículum",
      description: resumeRequired,
    },
  },
};
