/**
 * Three, two and four digits, each gap a dash, a space or nothing, and not
 * part of a longer number: how people write a US Social Security Number
 * (123-45-6789, 123 45 6789, 123456789). Mixed gaps count too, so a
 * ZIP+4 code (48226-1234) matches: a guard that errs towards refusing.
 */
const SSN_SHAPE = /(?<!\d)\d{3}[-\s]?\d{2}[-\s]?\d{4}(?!\d)/;

/** Whether a text holds something shaped like an SSN (see SSN_SHAPE). */
export const mentionsSsn = (text: string): boolean => SSN_SHAPE.test(text);
