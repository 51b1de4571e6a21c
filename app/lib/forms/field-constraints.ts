import { z } from "#app/lib/zod.ts";

/** What the browser can hold a field to without JavaScript, read from the form's zod schema. */
export interface FieldConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

/** The part of a property's JSON Schema read here. */
interface PropertySchema {
  default?: unknown;
  /** Set below: the field falls back to a value of its own whatever is sent (`z.catch`). */
  [CATCHES]?: true;
  minLength?: number;
  maxLength?: number;
}

const CATCHES = "x-catches";

const cache = new WeakMap<z.ZodMiniType, Record<string, FieldConstraints>>();

/**
 * Each field's constraints from the schema itself, so a limit is written
 * once (in the schema) and the page without JavaScript keeps it too. Read
 * through zod's documented JSON Schema conversion, on the input side (what
 * the browser sends, before transforms): a field the object lists as
 * required is `required`, and so is one whose default its own limits refuse
 * (`z.prefault("")` before a minimum: a field not sent counts as empty and
 * gets the empty field's message); a string's length limits become `minLength`
 * (beyond 1, which is "required") and `maxLength`. Refinements and
 * transforms have no JSON Schema and are left out ("any"), which is right:
 * the browser holds a field only to what it can check itself.
 */
export function fieldConstraints(
  schema: z.ZodMiniType,
): Record<string, FieldConstraints> {
  const known = cache.get(schema);
  if (known) return known;
  const json = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    // JSON Schema has no word for `z.catch` and lists such a field as
    // required; the server never refuses it, so neither may the browser.
    // Marked through the conversion's documented `override` hook.
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema instanceof z.ZodMiniCatch) jsonSchema[CATCHES] = true;
    },
  });
  const properties = (json.properties ?? {}) as Record<string, PropertySchema>;
  const required = new Set(json.required ?? []);
  const found: Record<string, FieldConstraints> = {};
  for (const [name, property] of Object.entries(properties)) {
    const { minLength, maxLength } = property;
    found[name] = {
      required:
        (required.has(name) && !property[CATCHES]) ||
        refusesItsDefault(property),
      minLength:
        minLength !== undefined && minLength > 1 ? minLength : undefined,
      maxLength,
    };
  }
  cache.set(schema, found);
  return found;
}

/** A string default shorter than the field's own minimum: leaving the field out is refused. */
function refusesItsDefault({ default: fallback, minLength }: PropertySchema) {
  return (
    typeof fallback === "string" &&
    minLength !== undefined &&
    fallback.length < minLength
  );
}
