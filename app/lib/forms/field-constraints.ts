import type { z } from "#app/lib/zod.ts";

/** What the browser can hold a field to without JavaScript, read from the form's zod schema. */
export interface FieldConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

/** The parts of a schema's definition read here. */
interface Inspectable {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodMiniType>;
      innerType?: z.ZodMiniType;
      in?: z.ZodMiniType;
      checks?: readonly LengthCheck[];
    };
  };
}

/** A check as its definition names it; length checks carry their limit. */
interface LengthCheck {
  _zod: {
    def: { check: string; minimum?: number; maximum?: number; length?: number };
  };
}

const cache = new WeakMap<z.ZodMiniType, Record<string, FieldConstraints>>();

/**
 * Each field's constraints from the schema itself, so a limit is written
 * once (in the schema) and the page without JavaScript keeps it too: a
 * field the schema refuses when missing is `required`; a string's length
 * limits become `minLength` (beyond 1, which is "required") and `maxLength`.
 */
export function fieldConstraints(
  schema: z.ZodMiniType,
): Record<string, FieldConstraints> {
  const known = cache.get(schema);
  if (known) return known;
  const shape =
    unwrap(schema, (inner) => inner._zod.def.shape !== undefined)?._zod.def
      .shape ?? {};
  const found: Record<string, FieldConstraints> = {};
  for (const [name, field] of Object.entries(shape)) {
    const text = unwrap(field, (inner) => inner._zod.def.type === "string");
    const { minLength, maxLength } = lengthLimits(text?._zod.def.checks ?? []);
    found[name] = {
      required: !field.safeParse(undefined).success,
      minLength:
        minLength !== undefined && minLength > 1 ? minLength : undefined,
      maxLength,
    };
  }
  cache.set(schema, found);
  return found;
}

/** The schema under defaults, optionals and the input side of pipes that is what `wanted` looks for. */
function unwrap(
  schema: z.ZodMiniType,
  wanted: (inner: Inspectable) => boolean,
): Inspectable | undefined {
  let current = schema as unknown as Inspectable;
  for (let depth = 0; depth < 10; depth++) {
    if (wanted(current)) return current;
    const { type, innerType, in: input } = current._zod.def;
    if (type === "pipe" && input) current = input as unknown as Inspectable;
    else if (innerType) current = innerType as unknown as Inspectable;
    else return undefined;
  }
  return undefined;
}

/** The tightest length limits among a string's checks (`z.minLength`, `z.maxLength`, `z.length`). */
function lengthLimits(checks: readonly LengthCheck[]): {
  minLength?: number;
  maxLength?: number;
} {
  let minLength: number | undefined;
  let maxLength: number | undefined;
  for (const { _zod } of checks) {
    const { check, minimum, maximum, length } = _zod.def;
    const min =
      check === "length_equals"
        ? length
        : check === "min_length"
          ? minimum
          : undefined;
    const max =
      check === "length_equals"
        ? length
        : check === "max_length"
          ? maximum
          : undefined;
    if (min !== undefined) minLength = Math.max(minLength ?? min, min);
    if (max !== undefined) maxLength = Math.min(maxLength ?? max, max);
  }
  return { minLength, maxLength };
}
