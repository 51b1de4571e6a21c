import type { z } from "zod";

/** What the browser can hold a field to without JavaScript, read from the form's zod schema. */
export interface FieldConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

interface Inspectable {
  shape?: Record<string, z.ZodType>;
  minLength?: number | null;
  maxLength?: number | null;
  in?: z.ZodType;
  _zod: { def: { type: string; innerType?: z.ZodType } };
}

const cache = new WeakMap<z.ZodType, Record<string, FieldConstraints>>();

/**
 * Each field's constraints from the schema itself, so a limit is written
 * once (in the schema) and the page without JavaScript keeps it too: a
 * field the schema refuses when missing is `required`; a string's length
 * limits become `minLength` (beyond 1, which is "required") and `maxLength`.
 */
export function fieldConstraints(
  schema: z.ZodType,
): Record<string, FieldConstraints> {
  const known = cache.get(schema);
  if (known) return known;
  const shape =
    unwrap(schema, (inner) => inner.shape !== undefined)?.shape ?? {};
  const found: Record<string, FieldConstraints> = {};
  for (const [name, field] of Object.entries(shape)) {
    const text = unwrap(field, (inner) => inner._zod.def.type === "string");
    const minLength = text?.minLength ?? undefined;
    found[name] = {
      required: !field.safeParse(undefined).success,
      minLength:
        minLength !== undefined && minLength > 1 ? minLength : undefined,
      maxLength: text?.maxLength ?? undefined,
    };
  }
  cache.set(schema, found);
  return found;
}

/** The schema under defaults, optionals and the input side of pipes that is what `wanted` looks for. */
function unwrap(
  schema: z.ZodType,
  wanted: (inner: Inspectable) => boolean,
): Inspectable | undefined {
  let current = schema as unknown as Inspectable;
  for (let depth = 0; depth < 10; depth++) {
    if (wanted(current)) return current;
    const { type, innerType } = current._zod.def;
    if (type === "pipe" && current.in)
      current = current.in as unknown as Inspectable;
    else if (innerType) current = innerType as unknown as Inspectable;
    else return undefined;
  }
  return undefined;
}
