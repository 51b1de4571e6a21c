/**
 * The shape of the references people quote, for the server that draws them
 * (server/forms/references.ts) and every check that reads one (decision
 * 0019): the prefix, then the spec's six digits, or twelve when the short
 * numbers of that prefix are so crowded that a submission could not find a
 * free one.
 */

/**
 * The prefixes: the spec's VER-, APP- and CL; Q- (saved estimates), CT-
 * (contact messages) and CP- (complaints) are ours.
 */
export type ReferencePrefix = "VER-" | "APP-" | "CL" | "Q-" | "CT-" | "CP-";

/** The spec's reference: a number below one million, written with six digits. */
export const SHORT_REFERENCE_DIGITS = 6;

/**
 * The long form, drawn only when the short numbers keep colliding. Twelve
 * digits: a trillion numbers, so a draw collides once in 100,000 even with
 * ten million long references kept; and neither the nine digits of an SSN
 * (which a staff reply may not carry: app/lib/ssn-shape.ts) nor the ten or
 * eleven of a US phone number, which a phone or a mail app would offer to
 * call.
 */
export const LONG_REFERENCE_DIGITS = 12;

/** A whole reference of `prefix`, short or long, in capitals and without spaces. */
export const referencePattern = (prefix: ReferencePrefix): RegExp =>
  new RegExp(
    `^${prefix}(?:\\d{${SHORT_REFERENCE_DIGITS}}|\\d{${LONG_REFERENCE_DIGITS}})$`,
  );

/** A claim's reference: CL012345, or CL012345678901. */
export const CLAIM_REFERENCE = referencePattern("CL");
